/**
 * Lead alerts by webhook. Every stored lead gets an outbox row of kind `webhook`
 * beside its mail row (same transaction, ADR 006); the outbox worker POSTs it here with the same
 * lease, retries and backoff as mail. The body is JSON with the lead's fields and its attachments'
 * names, sizes and SHA-256 (never the bytes), or with LEADS_WEBHOOK_FORMAT=slack a `{ "text": … }`
 * summary. Each request is signed: `X-Webhook-Signature: sha256=HMAC-SHA256(secret, "{ts}.{body}")`
 * with `X-Webhook-Timestamp: {ts}` (Unix seconds), and names its delivery in `X-Webhook-Delivery`.
 * Headers hold nothing the visitor typed.
 */
import { createHmac } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leadAttachments, leadSubmissions } from "~/db/schema.server";
import {
  type AttachmentFacts,
  attachmentFactColumns,
  attachmentFacts,
  type LeadFields,
  leadFields,
} from "~/leads/shared/lead-fields.server";

export type WebhookFormat = "json" | "slack";

/** The webhook settings as the worker's configuration carries them (names as in the environment). */
export type WebhookConfig = {
  LEADS_WEBHOOK_URL?: string;
  LEADS_WEBHOOK_SECRET?: string;
  LEADS_WEBHOOK_FORMAT?: WebhookFormat;
  /** Time limit of one POST (tests shorten it). */
  webhookTimeoutMs?: number;
};

export const WEBHOOK_TIMEOUT_MS = 10_000;

export type WebhookAttachment = AttachmentFacts;

/** What a receiver gets (format `json`): the fields staff see in `/api/leads`, without the mail status. */
export type WebhookLead = { event: "lead.created" } & LeadFields & { attachments: WebhookAttachment[] };

/** The lead as the webhook sends it, or null when it is gone (deleted by retention). */
export async function webhookLead(database: Database, submissionId: string): Promise<WebhookLead | null> {
  const [lead] = await database.select().from(leadSubmissions).where(eq(leadSubmissions.id, submissionId));
  if (!lead) return null;
  const files = await database
    .select(attachmentFactColumns)
    .from(leadAttachments)
    .where(eq(leadAttachments.submissionId, submissionId))
    .orderBy(asc(leadAttachments.position));
  return { event: "lead.created", ...leadFields(lead), attachments: files.map(attachmentFacts) };
}

/** Slack's control characters in text: `&`, `<` and `>` (so a visitor cannot write `<!channel>` or a link). */
export function escapeSlack(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** One line of visitor text for the summary: control characters and runs of space folded, length capped. */
function oneLine(value: string | null, max = 200): string {
  if (!value) return "—";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const folded = value.replace(/[\u0000-\u001f\u007f\u2028\u2029\s]+/g, " ").trim();
  const short = folded.length > max ? `${folded.slice(0, max - 1)}…` : folded;
  return escapeSlack(short || "—");
}

/** The short human summary sent with LEADS_WEBHOOK_FORMAT=slack. */
export function slackText(lead: WebhookLead): string {
  const files = lead.attachments.length;
  return [
    `New lead from the ${escapeSlack(lead.form)} form`,
    `Name: ${oneLine(lead.name)}`,
    `Email: ${oneLine(lead.email)}`,
    `Attachments: ${files}`,
  ].join("\n");
}

export function webhookBody(lead: WebhookLead, format: WebhookFormat = "json"): string {
  return JSON.stringify(format === "slack" ? { text: slackText(lead) } : lead);
}

/** `sha256=` and the hex HMAC-SHA256 of `{timestamp}.{body}` under the secret. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/**
 * The id a receiver drops repeats by: the same on every attempt at one delivery (a retry after an
 * outage, a resend after a crash, from any instance), different for every other. A lead is delivered
 * once, as `lead.created`, so the delivery is named by the lead's id; in the JSON format that id is
 * also the signed body's `id`, so a receiver that checks the signature can trust the header by
 * comparing the two. The Slack format has no id in its body: there the header is the only one.
 */
export function webhookDeliveryId(lead: WebhookLead): string {
  return lead.id;
}

/** The request headers; nothing in them comes from the visitor. */
export function webhookHeaders(
  secret: string,
  body: string,
  deliveryId: string,
  nowMs = Date.now(),
): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    "Content-Type": "application/json",
    "X-Webhook-Delivery": deliveryId,
    "X-Webhook-Timestamp": String(timestamp),
    "X-Webhook-Signature": webhookSignature(secret, timestamp, body),
  };
}

/**
 * A failed POST, described without the URL (its path may be the secret, as in Slack's). `httpStatus`
 * is classified by `httpFailureKind`; a timeout or a failed connection carries an outage code.
 */
export class WebhookError extends Error {
  readonly httpStatus?: number;
  readonly code?: string;
  constructor(message: string, details: { httpStatus?: number; code?: string } = {}) {
    super(message);
    this.name = "WebhookError";
    this.httpStatus = details.httpStatus;
    this.code = details.code;
  }
}

/** The URL fetch is given, and the Basic credentials a URL like `https://user:pass@host/…` carried. */
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
 * POSTs one lead. Resolves on a 2xx answer; otherwise throws a WebhookError. Redirects are not
 * followed (a signed lead goes to the configured URL or nowhere).
 */
export async function sendWebhook(
  config: WebhookConfig,
  lead: WebhookLead,
  nowMs = Date.now(),
): Promise<void> {
  const { LEADS_WEBHOOK_URL: rawUrl, LEADS_WEBHOOK_SECRET: secret } = config;
  if (!rawUrl || !secret)
    throw new WebhookError("webhook not configured (LEADS_WEBHOOK_URL/SECRET unset)", {
      code: "ENOTCONFIGURED",
    });
  const timeoutMs = config.webhookTimeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const body = webhookBody(lead, config.LEADS_WEBHOOK_FORMAT ?? "json");
  const { url, authorization } = target(rawUrl);
  const headers = webhookHeaders(secret, body, webhookDeliveryId(lead), nowMs);
  if (authorization) headers.Authorization = authorization;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === "TimeoutError" || name === "AbortError") {
      throw new WebhookError(`webhook gave no answer within ${timeoutMs} ms`, { code: "ETIMEDOUT" });
    }
    const cause = (error as { cause?: { code?: unknown } })?.cause;
    const detail = typeof cause?.code === "string" ? ` (${cause.code})` : "";
    throw new WebhookError(`webhook connection failed${detail}`, { code: "ECONNECTION" });
  }
  // The answer's body is not needed; dropping it frees the connection.
  await response.body?.cancel().catch(() => {});
  if (response.status >= 200 && response.status < 300) return;
  throw new WebhookError(`webhook answered HTTP ${response.status}`, { httpStatus: response.status });
}

/** Where alerts go, as it may be logged: the origin only (no credentials, path or query). */
export function webhookOrigin(url: string | undefined): string | undefined {
  return url && URL.canParse(url) ? new URL(url).origin : undefined;
}
