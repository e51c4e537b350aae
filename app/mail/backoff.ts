/**
 * Retry schedule of the outbox: exponential from MAIL_RETRY_MIN_MS, doubling per failed attempt,
 * capped at MAIL_RETRY_MAX_MS. Only a mail server's refusal of the message counts toward
 * MAIL_MAX_ATTEMPTS; an outage (no server reachable, storage unreadable) is nobody's verdict on the
 * message, so those rows keep retrying however long the outage lasts, and no lead goes unmailed.
 */
export type RetryPolicy = { minMs: number; maxMs: number; maxAttempts: number };

/** Delay before the next try after `attempt` failed tries (attempt ≥ 1). */
export function backoffMs(attempt: number, policy: Pick<RetryPolicy, "minMs" | "maxMs">): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 40));
  return Math.min(policy.maxMs, policy.minMs * 2 ** exponent);
}

/** True when a mail server answered and refused the message (an SMTP reply code came back). */
export function isRefusal(error: unknown): boolean {
  return typeof (error as { responseCode?: unknown } | null)?.responseCode === "number";
}

/** What to do after a failed attempt: retry after a delay, or give up (only on a refusal). */
export function afterFailure(
  attempt: number,
  policy: RetryPolicy,
  refused = true,
): { action: "retry"; delayMs: number } | { action: "fail" } {
  if (refused && attempt >= policy.maxAttempts) return { action: "fail" };
  return { action: "retry", delayMs: backoffMs(attempt, policy) };
}
