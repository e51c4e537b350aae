/**
 * A fixed-window rate limit in memory only, for keys that must never be stored (client addresses
 * behind the form funnel counts). At most `maxKeys` are held; evicted keys start afresh, so a limit
 * over keys a client can invent needs another bound too.
 */
import type { RateDecision } from "./rate-limit.server";

export class MemoryRateLimiter {
  private readonly windows = new Map<string, { startedAt: number; used: number }>();

  constructor(private readonly rule: { limit: number; windowMs: number; maxKeys: number }) {}

  /** Counts a hit of `key` when its window has room; a refused hit is not counted. */
  hit(key: string): RateDecision {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.rule.windowMs) {
      this.windows.delete(key);
      // Map order is start order (a key is re-inserted when its window starts again): ended windows first.
      for (const held of this.windows.keys()) {
        if (this.windows.size < this.rule.maxKeys) break;
        this.windows.delete(held);
      }
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
}
