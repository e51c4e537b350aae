/**
 * Retry schedule of the outbox: exponential from MAIL_RETRY_MIN_MS, doubling per failed attempt,
 * capped at MAIL_RETRY_MAX_MS. Only a refusal of the message counts toward MAIL_MAX_ATTEMPTS: a final
 * (5xx) answer of the mail server, or an error nodemailer raises about the message itself. An outage
 * (no server reachable, a temporary 4xx answer, the database unreadable) is nobody's verdict on the
 * message, so those rows keep retrying however long the outage lasts, and no lead goes unmailed.
 * The lead webhook follows the same rules with HTTP's meaning (`httpFailureKind`); a timeout or a
 * connection that failed is an outage there too.
 */
export type RetryPolicy = { minMs: number; maxMs: number; maxAttempts: number };

/** Delay before the next try after `attempt` failed tries (attempt ≥ 1). */
export function backoffMs(attempt: number, policy: Pick<RetryPolicy, "minMs" | "maxMs">): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 40));
  return Math.min(policy.maxMs, policy.minMs * 2 ** exponent);
}

export type FailureKind = "outage" | "refusal";
/** Reading the lead, handing the message to the transport, writing down that it was sent. */
export type FailurePhase = "compose" | "send" | "record";

/** nodemailer's and Node's codes for a connection that failed, whatever the message was. */
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
  // This instance cannot send this kind of message (a setting missing here): another instance, or
  // this one once configured, can; the message itself was never refused.
  "ENOTCONFIGURED",
  // nodemailer, loaded at the first send, could not be loaded here (app/lib/lazy-module.server.ts): the
  // message was never offered to anyone.
  "EMODULELOAD",
]);

/**
 * What a failed attempt says about the message. Composing and recording talk to the database, so a
 * failure there is an outage; when sending, a 4xx answer or a broken connection is an outage and
 * anything else (a 5xx answer, no valid recipient, a refused login) a refusal.
 */
export function failureKind(error: unknown, phase: FailurePhase): FailureKind {
  if (phase !== "send") return "outage";
  const { responseCode, code, httpStatus } = (error ?? {}) as {
    responseCode?: unknown;
    code?: unknown;
    httpStatus?: unknown;
  };
  if (typeof httpStatus === "number") return httpFailureKind(httpStatus);
  if (typeof responseCode === "number")
    return responseCode >= 400 && responseCode < 500 ? "outage" : "refusal";
  return typeof code === "string" && OUTAGE_CODES.has(code) ? "outage" : "refusal";
}

/**
 * An HTTP answer that was not 2xx (the lead webhook): a 4xx other than 408 and 429 says the receiver
 * will not take this request, as does a redirect (the configured URL is wrong); 5xx, 408 (timeout)
 * and 429 (slow down) say it cannot take it now.
 */
export function httpFailureKind(status: number): FailureKind {
  if (status >= 500 || status === 408 || status === 429) return "outage";
  return "refusal";
}

/**
 * What to do after a failed attempt: retry after a delay that grows with every attempt, or give up
 * once the message has been refused `maxAttempts` times.
 */
export function afterFailure(
  attempt: number,
  refusals: number,
  policy: RetryPolicy,
): { action: "retry"; delayMs: number } | { action: "fail" } {
  if (refusals >= policy.maxAttempts) return { action: "fail" };
  return { action: "retry", delayMs: backoffMs(attempt, policy) };
}
