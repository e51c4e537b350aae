/**
 * The outbox worker, run in every instance (ADR 006): claims due rows under a lease, sends each mail or
 * webhook outside any transaction, then marks it sent, retried or failed.
 */
import { once } from "node:events";
import { Readable } from "node:stream";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { closeDatabase, type Database, db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema.server";
import { readAttachmentPieces } from "~/db/attachment-bytes.server";
import { type Env, env } from "~/env.server";
import { logger } from "~/lib/logger.server";
import { afterFailure, type FailurePhase, failureKind, type RetryPolicy } from "./backoff.server";
import { leadNotification, type MailMessage, visitorConfirmation } from "./templates.server";
import { startRetention } from "./retention.server";
import { createMailTransport, type MailTransport } from "./transport.server";
import { sendWebhook, type WebhookConfig, type WebhookLead, webhookLead } from "./webhook.server";

const OUTBOX_BATCH = 10;
/**
 * How long a claim keeps other workers off a row. Short, so a dead worker's rows are due again within
 * a minute; a live worker renews it every third of the lease.
 */
const OUTBOX_LEASE_MS = 60 * 1000;
/** After this many renewals (ten leases) a hanging send's claim is left to lapse. */
const MAX_RENEWALS = 30;

/** In-process signals from the lead pipeline (ADR 020): a lead stored ("work"), none in progress ("quiet"). */
const outboxEvents = new EventTarget();

export function signalOutboxWork(): void {
  outboxEvents.dispatchEvent(new Event("work"));
}

/**
 * Leads in progress hold back the sends (ADR 020), for at most this long: encoding a mail with
 * attachments blocks the event loop that visitors wait on; the cap keeps mail flowing when leads never stop.
 */
export const INTAKE_PRIORITY_MAX_WAIT_MS = 1000;

let intakesInProgress = 0;

/** Marks a lead submission as in progress; call the returned function once when it is done. */
export function intakeStarted(): () => void {
  intakesInProgress += 1;
  return () => {
    intakesInProgress -= 1;
    if (intakesInProgress === 0) outboxEvents.dispatchEvent(new Event("quiet"));
  };
}

/** Resolves once no lead is in progress, the longest wait is over or `stop` aborts, whichever is first. */
export async function intakeQuiet(stop?: AbortSignal): Promise<void> {
  if (intakesInProgress === 0) return;
  // A timer of its own, not AbortSignal.timeout: the tests' fake clock drives setTimeout only.
  const longest = new AbortController();
  const timer = setTimeout(() => longest.abort(), INTAKE_PRIORITY_MAX_WAIT_MS);
  const signal = stop ? AbortSignal.any([stop, longest.signal]) : longest.signal;
  await once(outboxEvents, "quiet", { signal }).catch(() => {});
  clearTimeout(timer);
}

/** A time `ms` from now on the database's clock. */
const fromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** Claims up to `limit` due rows; SKIP LOCKED and then the lease keep other workers off them. */
export async function claimDue(database: Database, limit: number, leaseMs: number) {
  const due = database
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return database
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: fromNow(leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

type ClaimedRow = Awaited<ReturnType<typeof claimDue>>[number];

/**
 * Extends this worker's claim on its unfinished rows. A row whose attempt count changed was claimed by
 * another worker after our lease ran out, and is left to it; one whose count did not is still pending,
 * since only this worker writes its result, and only after its last renewal.
 */
async function renewLeases(database: Database, rows: ClaimedRow[], leaseMs: number) {
  for (const row of rows) {
    await database
      .update(mailOutbox)
      .set({ nextAttemptAt: fromNow(leaseMs) })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts)));
  }
}

type MailConfig = Pick<Env, "MAIL_FROM" | "LEADS_TO"> & WebhookConfig & RetryPolicy;

function composeMessage(
  database: Database,
  row: ClaimedRow,
  lead: WebhookLead,
  config: MailConfig,
): MailMessage | null {
  const headers = { from: config.MAIL_FROM, messageId: row.messageId };
  if (row.kind === "confirmation")
    return lead.email ? visitorConfirmation(lead.email, { ...headers, replyTo: config.LEADS_TO }) : null;
  const attachments = lead.attachments.map((file) => ({
    filename: file.name,
    contentType: file.contentType,
    content: Readable.from(readAttachmentPieces(database, { submissionId: lead.id, position: file.n }), {
      objectMode: false,
    }),
    size: file.size,
  }));
  return leadNotification(lead, attachments, { ...headers, to: config.LEADS_TO });
}

/**
 * Sends one claimed row and records the result. `settle` runs first, so the lease renewal has stopped
 * touching the row when the result is written.
 */
async function deliver(
  database: Database,
  transport: MailTransport,
  row: ClaimedRow,
  config: MailConfig,
  settle: () => Promise<void>,
): Promise<void> {
  let phase: FailurePhase = "compose";
  const what = row.kind === "webhook" ? "lead webhook" : "lead mail";
  const about = { outbox: row.id, lead: row.submissionId, kind: row.kind };
  try {
    const lead = await webhookLead(database, row.submissionId);
    const message = lead && row.kind !== "webhook" ? composeMessage(database, row, lead, config) : null;
    phase = "send";
    if (lead && row.kind === "webhook") await sendWebhook(config, lead);
    if (message) await transport.send(message);
    phase = "record";
    await settle();
    await database
      .update(mailOutbox)
      .set({ status: "sent", sentAt: new Date(), lastError: null })
      .where(eq(mailOutbox.id, row.id));
    logger.info({ ...about, attempt: row.attempts }, `${what} sent`);
  } catch (error) {
    const reason = String((error as Error)?.message ?? error).slice(0, 500);
    const refusals = row.refusals + (failureKind(error, phase) === "refusal" ? 1 : 0);
    const next = afterFailure(row.attempts, refusals, config);
    await settle();
    await database
      .update(mailOutbox)
      .set({
        refusals,
        lastError: reason,
        ...(next.action === "fail" ? { status: "failed" } : { nextAttemptAt: fromNow(next.delayMs) }),
      })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "pending")));
    if (next.action === "fail") {
      const failed = { ...about, attempts: row.attempts, refusals, err: error };
      logger.error(failed, `${what} failed for good; the lead stays stored`);
    } else {
      const retry = { ...about, attempt: row.attempts, retryInMs: next.delayMs, reason };
      logger.warn(retry, `${what} not sent; will retry`);
    }
  }
}

/** `beforeEachSend` is awaited before each send, so incoming leads go first (intakeQuiet). */
export async function runOutboxRound(
  database: Database,
  transport: MailTransport,
  config: MailConfig,
  {
    limit = OUTBOX_BATCH,
    leaseMs = OUTBOX_LEASE_MS,
    beforeEachSend,
  }: { limit?: number; leaseMs?: number; beforeEachSend?: () => Promise<void> } = {},
): Promise<{ claimed: number }> {
  const rows = await claimDue(database, limit, leaseMs);
  // Renewals run in sequence, and a row leaves `unfinished` before its result is written, so a
  // renewal never overwrites a retry time or touches a finished row.
  const unfinished = new Set(rows);
  let renewal = Promise.resolve();
  let renewals = 0;
  const heartbeat = setInterval(() => {
    if (++renewals > MAX_RENEWALS) return;
    renewal = renewal
      .then(() => renewLeases(database, [...unfinished], leaseMs))
      .catch((error: unknown) => logger.warn({ err: error }, "outbox lease not renewed"));
  }, leaseMs / 3);
  try {
    for (const row of rows) {
      // The renewal cap applies per send, so rows still waiting keep their claim.
      renewals = 0;
      const settle = async () => {
        unfinished.delete(row);
        await renewal;
      };
      await beforeEachSend?.();
      await deliver(database, transport, row, config, settle);
    }
  } finally {
    clearInterval(heartbeat);
  }
  return { claimed: rows.length };
}

function startOutboxWorker(): () => Promise<void> {
  const config = env();
  const transport = createMailTransport(config);
  const pollMs = Math.min(5000, Math.max(50, Math.floor(config.MAIL_RETRY_MIN_MS / 2)));
  const stopping = new AbortController();
  // Incoming leads go first (ADR 020): no claim or send while one is in progress, so an idle
  // instance sharing the database can take the rows.
  const giveWay = () => intakeQuiet(stopping.signal);
  let pending = false;
  const onWork = () => {
    pending = true;
  };
  outboxEvents.addEventListener("work", onWork, { signal: stopping.signal });

  const loop = (async () => {
    while (!stopping.signal.aborted) {
      pending = false;
      try {
        const database = await db();
        await giveWay();
        const round = await runOutboxRound(database, transport, config, { beforeEachSend: giveWay });
        if (round.claimed === OUTBOX_BATCH) continue;
      } catch (error) {
        logger.error({ err: error }, "outbox round failed");
      }
      // Waits until the next poll, or until a new lead on this instance (or the stop) signals work.
      if (pending || stopping.signal.aborted) continue;
      await once(outboxEvents, "work", { signal: AbortSignal.timeout(pollMs) }).catch(() => {});
    }
  })();

  // Only the webhook's origin: its path may be a secret (as in Slack's).
  const webhook = config.LEADS_WEBHOOK_URL ? new URL(config.LEADS_WEBHOOK_URL).origin : undefined;
  logger.info({ transport: transport.kind, pollMs, webhook }, "outbox worker started");
  return async () => {
    stopping.abort();
    signalOutboxWork();
    await loop;
    transport.close();
  };
}

/**
 * Background tasks of the lead pipeline, started by app/lifecycle.server.ts: the database, the outbox
 * worker and retention. Stopped in reverse order, so the database closes last.
 */
export const leadStarters = [
  () => {
    // Not awaited: creating a new PGlite database takes seconds and must not delay listening.
    // Requests wait for the same promise; after a failure they get 503 and the next use retries.
    db().catch((error) => logger.error({ err: error }, "database not ready at start-up"));
    return closeDatabase;
  },
  () => startOutboxWorker(),
  () => startRetention(),
];
