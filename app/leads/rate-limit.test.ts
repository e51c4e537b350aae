import { describe, expect, it } from "vitest";
import { SlidingWindowLimiter } from "./rate-limit";

describe("SlidingWindowLimiter", () => {
  it("allows `limit` hits per window per key, then refuses with the wait", () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(3, 60_000, () => now);
    expect(limiter.hit("a")).toEqual({ allowed: true, remaining: 2 });
    now = 10_000;
    limiter.hit("a");
    now = 20_000;
    limiter.hit("a");
    now = 30_000;
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.hit("b").allowed).toBe(true);
    now = 60_001; // the first hit left the window
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(false);
  });

  it("keeps at most maxKeys keys", () => {
    const limiter = new SlidingWindowLimiter(1, 1000, () => 0, 2);
    limiter.hit("a");
    limiter.hit("b");
    limiter.hit("c");
    expect(limiter.size).toBe(2);
    expect(limiter.hit("a").allowed).toBe(true); // "a" was dropped as the oldest
  });
});
