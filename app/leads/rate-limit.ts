/**
 * Per-key sliding-window rate limit held in memory (one instance). Each key keeps at most `limit`
 * timestamps, and the table keeps at most `maxKeys` keys (the oldest are dropped first), so memory
 * stays bounded whatever the traffic.
 */
export type RateDecision =
  | { allowed: true; remaining: number }
  | { allowed: false; retryAfterSeconds: number };

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  /** Records one attempt for `key` when allowed; refusals are not recorded. */
  hit(key: string): RateDecision {
    const now = this.now();
    const since = now - this.windowMs;
    const times = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (times.length >= this.limit) {
      this.hits.set(key, times);
      const retryAfterMs = times[0]! + this.windowMs - now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    }
    times.push(now);
    this.hits.delete(key); // re-insert: Map order is then least recently used first
    this.hits.set(key, times);
    if (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next().value;
      if (oldest !== undefined) this.hits.delete(oldest);
    }
    return { allowed: true, remaining: this.limit - times.length };
  }

  get size(): number {
    return this.hits.size;
  }
}
