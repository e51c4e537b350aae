/**
 * Retry schedule of the outbox (issue 5 item 6): exponential from MAIL_RETRY_MIN_MS, doubling per
 * failed attempt, capped at MAIL_RETRY_MAX_MS; after MAIL_MAX_ATTEMPTS attempts the row is failed.
 */
export type RetryPolicy = { minMs: number; maxMs: number; maxAttempts: number };

/** Delay before the next try after `attempt` failed tries (attempt ≥ 1). */
export function backoffMs(attempt: number, policy: Pick<RetryPolicy, "minMs" | "maxMs">): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 40));
  return Math.min(policy.maxMs, policy.minMs * 2 ** exponent);
}

/** What to do after a failed attempt: retry after a delay, or give up. */
export function afterFailure(
  attempt: number,
  policy: RetryPolicy,
): { action: "retry"; delayMs: number } | { action: "fail" } {
  if (attempt >= policy.maxAttempts) return { action: "fail" };
  return { action: "retry", delayMs: backoffMs(attempt, policy) };
}
