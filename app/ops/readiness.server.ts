/**
 * GET /readyz: database reachability (with a time limit), outbox backlog, content refresh state and
 * free space. Only the database decides the status: without it no lead can be stored, whereas low
 * space only refuses attachments, so the instance stays in rotation.
 */
import { sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import { contentStatus } from "~/cms/content-service.server";
import { db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { dataDirSpace } from "./data-dir-space.server";
import { outboxCounts } from "./outbox-status.server";
import { NO_STORE } from "~/http/no-store";
import { withTimeout } from "~/http/timeout.server";

const READINESS_TIMEOUT_MS = 2000;

/** What the report reads; a test passes its own. */
const serverParts = {
  ping: async () => {
    await (await db()).execute(sql`select 1`);
  },
  outbox: async () => outboxCounts(await db()),
  content: contentStatus,
  space: () => dataDirSpace(),
};

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

export async function checkReadiness(deps = serverParts, timeoutMs = READINESS_TIMEOUT_MS) {
  const started = performance.now();
  const reachable = await withTimeout(deps.ping(), timeoutMs, "database").then(
    () => true,
    (error: unknown) => {
      logger.warn({ err: error }, "readiness: database unreachable");
      return false;
    },
  );
  const latencyMs = Math.round((performance.now() - started) * 10) / 10;
  // Within what is left of the same time limit, so the whole check stays bounded.
  const left = Math.max(100, timeoutMs - (performance.now() - started));
  const counts = reachable
    ? await withTimeout(deps.outbox(), left, "outbox query").catch((error: unknown) => {
        logger.warn({ err: error }, "readiness: outbox not counted");
        return undefined;
      })
    : undefined;
  const { source, collections } = deps.content();
  const space = await deps.space();
  return {
    status: reachable ? "ready" : "unavailable",
    database: { reachable, latencyMs },
    outbox: {
      pending: counts?.pending ?? null,
      failed: counts?.failed ?? null,
      oldestPendingAgeSeconds: counts?.oldestPendingAgeSeconds ?? null,
    },
    // A collection's error itself is only logged, as this report is public.
    content: {
      source,
      collections: Object.fromEntries(
        Object.entries(collections).map(([name, state]) => [
          name,
          {
            loaded: state.hasValue,
            lastRefreshAt: iso(state.fetchedAt),
            failing: state.lastErrorAt !== undefined,
            ...(state.lastErrorAt === undefined ? {} : { lastFailureAt: iso(state.lastErrorAt) }),
          },
        ]),
      ),
    },
    // Below the minimum free space under DATA_DIR, leads with attachments are refused.
    dataDir: {
      freeBytes: space.freeBytes,
      minFreeBytes: space.minFreeBytes,
      attachmentsAccepted: !space.low,
    },
  };
}

/** This process's check in progress: concurrent probes share it. */
let inflight: ReturnType<typeof checkReadiness> | undefined;

/** GET /readyz: 503 while the database does not answer (Express 5 hands a rejection to next). */
export const readinessEndpoint: RequestHandler = async (_req, res) => {
  inflight ??= checkReadiness().finally(() => {
    inflight = undefined;
  });
  const report = await inflight;
  res
    .status(report.database.reachable ? 200 : 503)
    .set("Cache-Control", NO_STORE)
    .json(report);
};
