/**
 * Outbox retry schedule: exponential backoff between MAIL_RETRY_MIN_MS and MAIL_RETRY_MAX_MS. Only
 * refusals of the message count toward MAIL_MAX_ATTEMPTS; outages retry until they end (ADR 006).
 */
import type { Env } from "~/env.server";
import { WebhookError } from "./webhook.server";

export type RetryPolicy = Pick<Env, "MAIL_RETRY_MIN_MS" | "MAIL_RETRY_MAX_MS" | "MAIL_MAX_ATTEMPTS">;

/** Reading the lead, handing the message to the transport, recording the result. */
export type FailurePhase = "compose" | "send" | "record";

/** nodemailer and Node error codes that mean the connection failed, not the message. */
const OUTAGE_CODES = new Set([
  "ECONNECTION",
  "ETIMEDOUT",
  "ESOCKET",
  "EDNS",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  // nodemailer could not be loaded (app/lib/lazy-module.server.ts), so the message was never offered.
  "EMODULELOAD",
]);

/**
 * Whether a failure is an outage or a refusal of the message. Database failures (compose, record) are
 * outages; when sending, a 4xx reply or a broken connection is an outage and anything else a refusal.
 * A webhook that got no answer (or is not configured on this instance) is an outage; of its non-2xx
 * answers, 5xx, 408 and 429 are temporary, other 4xx and redirects (a wrong URL) refusals.
 */
export function failureKind(error: unknown, phase: FailurePhase): "outage" | "refusal" {
  if (phase !== "send") return "outage";
  if (error instanceof WebhookError) {
    const status = error.httpStatus;
    if (status === undefined) return "outage";
    return status >= 500 || status === 408 || status === 429 ? "outage" : "refusal";
  }
  // nodemailer's errors carry the SMTP reply's `responseCode`, or a `code`.
  const { responseCode, code }: Record<string, unknown> = error instanceof Error ? { ...error } : {};
  if (typeof responseCode === "number")
    return responseCode >= 400 && responseCode < 500 ? "outage" : "refusal";
  return typeof code === "string" && OUTAGE_CODES.has(code) ? "outage" : "refusal";
}

/**
 * Give up once the message has been refused MAIL_MAX_ATTEMPTS times, else retry after a delay that
 * doubles from MAIL_RETRY_MIN_MS with each of `attempt` failed tries (attempt ≥ 1), up to MAIL_RETRY_MAX_MS.
 */
export function afterFailure(
  attempt: number,
  refusals: number,
  policy: RetryPolicy,
): { action: "retry"; delayMs: number } | { action: "fail" } {
  if (refusals >= policy.MAIL_MAX_ATTEMPTS) return { action: "fail" };
  const exponent = Math.max(0, Math.min(attempt - 1, 40));
  const delayMs = Math.min(policy.MAIL_RETRY_MAX_MS, policy.MAIL_RETRY_MIN_MS * 2 ** exponent);
  return { action: "retry", delayMs };
}
