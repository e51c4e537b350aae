/**
 * A rate limit kept in this process's memory only, for counts whose keys must never be written
 * anywhere (a client's address behind the forms' conversion counts): a key is forgotten when its
 * window ends. A fixed window per key is enough where a little slack at a window's edge costs
 * nothing, and the table is bounded: when it is full, entries whose window has ended go first, then
 * the oldest, so a flood of keys costs memory only up to `maxKeys`. Keys evicted that way start
 * afresh, so a limit over keys a client can make up (addresses) needs a bound of its own too.
 */
import type { RateDecision } from "./rate-limit.server";

export type MemoryRateRule = { limit: number; windowMs: number; maxKeys: number };

type Window = { startedAt: number; used: number };

export class MemoryRateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly rule: MemoryRateRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a hit of `key` when its window has room; a refused hit is not counted. */
  hit(key: string): RateDecision {
    const now = this.now();
    let window = this.windows.get(key);
    if (window && now - window.startedAt >= this.rule.windowMs) {
      this.windows.delete(key);
      window = undefined;
    }
    if (!window) {
      this.makeRoom(now);
      window = { startedAt: now, used: 0 };
      this.windows.set(key, window);
    }
    if (window.used >= this.rule.limit) {
      const waitMs = window.startedAt + this.rule.windowMs - now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    window.used += 1;
    return { allowed: true, remaining: this.rule.limit - window.used };
  }

  /** Keys held now (for tests and the bound). */
  get size(): number {
    return this.windows.size;
  }

  private makeRoom(now: number): void {
    if (this.windows.size < this.rule.maxKeys) return;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.rule.windowMs) this.windows.delete(key);
    }
    // Still full: the oldest entries go (a Map keeps insertion order, and a key is re-inserted
    // when its window starts again, so the first is the one whose window started longest ago).
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.rule.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
