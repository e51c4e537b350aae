/**
 * Lead alerts by webhook, sent by the outbox worker with the same retries as mail (ADR 006). Body
 * format and signature headers are described in docs/leads.md.
 */
import { createHmac } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leadAttachments, leadSubmissions } from "~/db/schema.server";
import type { Env } from "~/env.server";
import { attachmentFactColumns, leadFields } from "~/leads/shared/lead-fields.server";

export type WebhookConfig = Partial<
  Pick<Env, "LEADS_WEBHOOK_URL" | "LEADS_WEBHOOK_SECRET" | "LEADS_WEBHOOK_FORMAT">
>;

const WEBHOOK_TIMEOUT_MS = 10_000;

/** The lead as the webhook sends it (and the mail is made from), or null when it has been deleted. */
export async function webhookLead(database: Database, submissionId: string) {
  const [lead] = await database.select().from(leadSubmissions).where(eq(leadSubmissions.id, submissionId));
  if (!lead) return null;
  const files = await database
    .select(attachmentFactColumns)
    .from(leadAttachments)
    .where(eq(leadAttachments.submissionId, submissionId))
    .orderBy(asc(leadAttachments.position));
  return { event: "lead.created" as const, ...leadFields(lead), attachments: files };
}

/** The `json` body: the fields staff see in `/api/leads`, without the mail status. */
export type WebhookLead = NonNullable<Awaited<ReturnType<typeof webhookLead>>>;

/** Escapes `&`, `<` and `>`, so a visitor cannot write `<!channel>` or a link into Slack. */
function escapeSlack(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Visitor text as one short line: control characters and whitespace folded, length capped. */
function oneLine(value: string | null, max = 200): string {
  if (!value) return "—";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const folded = value.replace(/[\u0000-\u001f\u007f\u2028\u2029\s]+/g, " ").trim();
  const short = folded.length > max ? `${folded.slice(0, max - 1)}…` : folded;
  return escapeSlack(short || "—");
}

/** The short human summary sent with LEADS_WEBHOOK_FORMAT=slack. */
export function slackText(lead: WebhookLead): string {
  return [
    `New lead from the ${escapeSlack(lead.form)} form`,
    `Name: ${oneLine(lead.name)}`,
    `Email: ${oneLine(lead.email)}`,
    `Attachments: ${lead.attachments.length}`,
  ].join("\n");
}

export function webhookBody(lead: WebhookLead, format?: WebhookConfig["LEADS_WEBHOOK_FORMAT"]): string {
  return JSON.stringify(format === "slack" ? { text: slackText(lead) } : lead);
}

/** The request headers, signed by the HMAC of "{timestamp}.{body}"; none holds what the visitor typed. */
export function webhookHeaders(secret: string, body: string, lead: WebhookLead): Record<string, string> {
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return {
    "Content-Type": "application/json",
    // The id receivers de-duplicate by: the same on every retry, and the JSON body's signed `id`.
    "X-Webhook-Delivery": lead.id,
    "X-Webhook-Timestamp": String(timestamp),
    "X-Webhook-Signature": `sha256=${signature}`,
  };
}

/**
 * A failed POST, described without the URL, whose path may be the secret (as in Slack's): the status
 * of a non-2xx answer, none when there was no answer (a timeout, a failed connection, no URL set).
 */
export class WebhookError extends Error {
  override readonly name = "WebhookError";
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}

/** The URL without credentials, and the Basic credentials of a `https://user:pass@host/…` URL. */
function target(raw: string): { url: URL; authorization?: string } {
  const url = new URL(raw);
  if (url.username === "" && url.password === "") return { url };
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  url.username = "";
  url.password = "";
  return { url, authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}` };
}

/**
 * POSTs one lead; throws a WebhookError unless the response is 2xx. Redirects are not followed: a
 * signed lead goes to the configured URL or nowhere.
 */
export async function sendWebhook(config: WebhookConfig, lead: WebhookLead): Promise<void> {
  const { LEADS_WEBHOOK_URL: rawUrl, LEADS_WEBHOOK_SECRET: secret } = config;
  if (!rawUrl || !secret) throw new WebhookError("webhook not configured (LEADS_WEBHOOK_URL/SECRET unset)");
  const body = webhookBody(lead, config.LEADS_WEBHOOK_FORMAT);
  const { url, authorization } = target(rawUrl);
  const headers = webhookHeaders(secret, body, lead);
  if (authorization) headers.Authorization = authorization;
  const response = await fetch(url, {
    method: "POST",
    headers,
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  }).catch((error: unknown) => {
    if ((error as Error)?.name === "TimeoutError")
      throw new WebhookError(`webhook gave no answer within ${WEBHOOK_TIMEOUT_MS} ms`);
    const cause = (error as { cause?: { code?: unknown } })?.cause;
    const detail = typeof cause?.code === "string" ? ` (${cause.code})` : "";
    throw new WebhookError(`webhook connection failed${detail}`);
  });
  // Discard the response body to free the connection.
  await response.body?.cancel().catch(() => {});
  if (response.ok) return;
  throw new WebhookError(`webhook answered HTTP ${response.status}`, response.status);
}
