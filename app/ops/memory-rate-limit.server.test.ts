import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryRateLimiter } from "./memory-rate-limit.server";

describe("the in-memory rate limiter", () => {
  afterEach(() => vi.useRealTimers());
  it("allows `limit` hits per window and key, then says how long to wait", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 0 });
    const limit = new MemoryRateLimiter({ limit: 2, windowMs: 10_000, maxKeys: 10 });
    expect(limit.hit("a")).toEqual({ allowed: true, remaining: 1 });
    expect(limit.hit("a")).toEqual({ allowed: true, remaining: 0 });
    vi.setSystemTime(2_500);
    expect(limit.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(limit.hit("b")).toMatchObject({ allowed: true });
    vi.setSystemTime(10_000);
    expect(limit.hit("a")).toMatchObject({ allowed: true });
  });

  it("holds at most maxKeys addresses: ended windows go first, then the oldest", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 0 });
    const limit = new MemoryRateLimiter({ limit: 1, windowMs: 1_000, maxKeys: 3 });
    for (const key of ["a", "b", "c"]) limit.hit(key);
    vi.setSystemTime(500);
    // Full, nothing ended: the oldest ("a") makes room.
    expect(limit.hit("d")).toMatchObject({ allowed: true });
    expect(limit.hit("b")).toMatchObject({ allowed: false });
    expect(limit.hit("a")).toMatchObject({ allowed: true });
    // A flood of new addresses never grows the table past its bound: only the last three are held.
    for (let i = 0; i < 1000; i++) limit.hit(`flood-${i}`);
    expect(limit.hit("flood-997")).toMatchObject({ allowed: false });
    expect(limit.hit("flood-996")).toMatchObject({ allowed: true });
  });
});
