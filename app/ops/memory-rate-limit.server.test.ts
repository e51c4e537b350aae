import { describe, expect, it } from "vitest";
import { MemoryRateLimiter } from "./memory-rate-limit.server";

describe("the in-memory rate limiter", () => {
  it("allows `limit` hits per window and key, then says how long to wait", () => {
    const clock = { now: 0 };
    const limit = new MemoryRateLimiter({ limit: 2, windowMs: 10_000, maxKeys: 10 }, () => clock.now);
    expect(limit.hit("a")).toEqual({ allowed: true, remaining: 1 });
    expect(limit.hit("a")).toEqual({ allowed: true, remaining: 0 });
    clock.now = 2_500;
    expect(limit.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(limit.hit("b")).toMatchObject({ allowed: true });
    clock.now = 10_000;
    expect(limit.hit("a")).toMatchObject({ allowed: true });
  });

  it("holds at most maxKeys addresses: ended windows go first, then the oldest", () => {
    const clock = { now: 0 };
    const limit = new MemoryRateLimiter({ limit: 1, windowMs: 1_000, maxKeys: 3 }, () => clock.now);
    for (const key of ["a", "b", "c"]) limit.hit(key);
    clock.now = 500;
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
