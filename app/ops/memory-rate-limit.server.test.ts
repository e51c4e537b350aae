import { describe, expect, it } from "vitest";
import { MemoryEventLimit } from "./event-limit.server";

describe("the in-memory event limit", () => {
  it("allows `limit` hits per window and key, then says how long to wait", () => {
    const clock = { now: 0 };
    const limit = new MemoryEventLimit({ limit: 2, windowMs: 10_000, maxKeys: 10 }, () => clock.now);
    expect(limit.hit("a")).toEqual({ allowed: true });
    expect(limit.hit("a")).toEqual({ allowed: true });
    clock.now = 2_500;
    expect(limit.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(limit.hit("b")).toEqual({ allowed: true });
    clock.now = 10_000;
    expect(limit.hit("a")).toEqual({ allowed: true });
  });

  it("holds at most maxKeys addresses: ended windows go first, then the oldest", () => {
    const clock = { now: 0 };
    const limit = new MemoryEventLimit({ limit: 1, windowMs: 1_000, maxKeys: 3 }, () => clock.now);
    for (const key of ["a", "b", "c"]) limit.hit(key);
    clock.now = 500;
    // Full, nothing ended: the oldest ("a") makes room.
    expect(limit.hit("d")).toEqual({ allowed: true });
    expect(limit.size).toBe(3);
    expect(limit.hit("b")).toMatchObject({ allowed: false });
    expect(limit.hit("a")).toEqual({ allowed: true });
    // A flood of new addresses never grows the table past its bound.
    for (let i = 0; i < 1000; i++) limit.hit(`flood-${i}`);
    expect(limit.size).toBe(3);
    clock.now = 5_000;
    expect(limit.hit("e")).toEqual({ allowed: true });
    expect(limit.size).toBeLessThanOrEqual(3);
  });
});
