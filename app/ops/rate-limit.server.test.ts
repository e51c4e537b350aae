import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rowsOf } from "~/db/client.server";
import { testEngines } from "../../tests/support/postgres-database";
import { DatabaseRateLimiter, type RateLimitRule } from "./rate-limit.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const rule: RateLimitRule = { bucket: "test", limit: 3, windowMs: MINUTE };
const byteRule: RateLimitRule = { bucket: "bytes", limit: 1000, windowMs: HOUR };

describe.each(testEngines)("DatabaseRateLimiter on %s", (_engine, open) => {
  const database = open();
  beforeEach(() => database().execute(sql`delete from rate_limit_hits`));
  afterEach(() => vi.restoreAllMocks());
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database().execute(query));

  /** A limiter over the shared database with a clock the test moves. */
  function limiterAt(clock: { now: number }, ruleOf: RateLimitRule = rule) {
    vi.spyOn(Date, "now").mockImplementation(() => clock.now);
    return new DatabaseRateLimiter(ruleOf, async () => database());
  }

  it("allows `limit` hits per window per key, then refuses with the wait until the oldest leaves", async () => {
    const clock = { now: 1_000_000 };
    const limiter = limiterAt(clock);
    expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: 2 });
    clock.now += 10_000;
    expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: 1 });
    clock.now += 10_000;
    expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: 0 });
    clock.now += 10_000;
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it("counts keys and buckets apart", async () => {
    const clock = { now: 2_000_000 };
    const contact = limiterAt(clock, { ...rule, limit: 1 });
    const captcha = limiterAt(clock, { ...rule, bucket: "other", limit: 1 });
    expect((await contact.hit("a")).allowed).toBe(true);
    expect((await contact.hit("a")).allowed).toBe(false);
    expect((await contact.hit("b")).allowed).toBe(true);
    expect((await captcha.hit("a")).allowed).toBe(true);
  });

  it("slides: each hit frees its place exactly one window after it was made", async () => {
    const clock = { now: 3_000_000 };
    const limiter = limiterAt(clock);
    const start = clock.now;
    for (const offset of [0, 20_000, 40_000]) {
      clock.now = start + offset;
      expect((await limiter.hit("a")).allowed).toBe(true);
    }
    clock.now = start + MINUTE - 1; // the first hit is still inside the window, for 1 ms: rounded up
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.now = start + MINUTE; // exactly one window old: it has left
    expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: 0 });
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 20 });
    clock.now = start + 20_000 + MINUTE;
    expect((await limiter.hit("a")).allowed).toBe(true);
  });

  it("does not count refused hits, and keeps at most `limit` times per key", async () => {
    const clock = { now: 4_000_000 };
    const limiter = limiterAt(clock);
    for (let i = 0; i < 10; i++) {
      await limiter.hit("a");
      clock.now += 1000;
    }
    expect(await rows(sql`select cardinality(hits) as n from rate_limit_hits where key = 'a'`)).toEqual([
      { n: 3 },
    ]);
    clock.now = 4_000_000 + MINUTE + 2_001; // the three allowed hits (at +0, +1 s, +2 s) have left
    expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: 2 });
  });

  it("shares the count between limiters on one database, as two app instances do", async () => {
    const clock = { now: 5_000_000 };
    const first = limiterAt(clock);
    const second = limiterAt(clock);
    expect((await first.hit("shared")).allowed).toBe(true);
    expect((await second.hit("shared")).allowed).toBe(true);
    expect((await first.hit("shared")).allowed).toBe(true);
    expect(await second.hit("shared")).toMatchObject({ allowed: false });
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).hit("burst")),
    );
    expect(burst.filter((decision) => decision.allowed)).toHaveLength(3);
  });

  it("refunds the newest hit of a key, and only of that key", async () => {
    const clock = { now: 6_000_000 };
    const limiter = limiterAt(clock);
    await limiter.refund("p"); // nothing recorded yet: nothing happens
    for (let i = 0; i < 3; i++) {
      await limiter.hit("p");
      clock.now += 10_000;
    }
    await limiter.hit("other");
    expect(await limiter.hit("p")).toEqual({ allowed: false, retryAfterSeconds: 30 });
    await limiter.refund("p");
    // The newest hit (at +20 s) is gone; the oldest still sets the wait once the window is full again.
    expect(await limiter.hit("p")).toEqual({ allowed: true, remaining: 0 });
    expect(await limiter.hit("p")).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await limiter.hit("other")).toEqual({ allowed: true, remaining: 1 });
    for (let i = 0; i < 4; i++) await limiter.refund("p");
    expect(await limiter.hit("p")).toEqual({ allowed: true, remaining: 2 });
  });

  it("counts a hit stored without its cost as one", async () => {
    const clock = { now: 7_000_000 };
    await database().execute(sql`insert into rate_limit_hits (bucket, key, hits, expires_at)
      values ('test', 'a', array[${clock.now - 2000}, ${clock.now - 1000}]::bigint[], now())`);
    expect(await limiterAt(clock).hit("a")).toEqual({ allowed: true, remaining: 0 });
    expect(await limiterAt(clock).hit("a")).toEqual({ allowed: false, retryAfterSeconds: 58 });
  });

  it("records nothing and rejects when the database cannot be reached", async () => {
    const limiter = new DatabaseRateLimiter(rule, () => Promise.reject(new Error("connection refused")));
    await expect(limiter.hit("a")).rejects.toThrow("connection refused");
  });

  it("allows spends while the window's bytes fit, then refuses with the wait until enough have left", async () => {
    const clock = { now: 10_000_000 };
    const budget = limiterAt(clock, byteRule);
    expect(await budget.hit("a", 400)).toEqual({ allowed: true, remaining: 600 });
    clock.now += 60_000;
    expect(await budget.hit("a", 300)).toEqual({ allowed: true, remaining: 300 });
    clock.now += 60_000;
    expect(await budget.hit("a", 300)).toEqual({ allowed: true, remaining: 0 });
    clock.now += 60_000;
    // 1 byte fits once the first spend (400) leaves: 57 minutes from now.
    expect(await budget.hit("a", 1)).toEqual({ allowed: false, retryAfterSeconds: 57 * 60 });
    // 500 bytes fit only once the first two (700) have left: 58 minutes from now.
    expect(await budget.hit("a", 500)).toEqual({ allowed: false, retryAfterSeconds: 58 * 60 });
    clock.now += 57 * 60_000 + 1;
    expect(await budget.hit("a", 400)).toEqual({ allowed: true, remaining: 0 });
  });

  it("refuses a spend larger than the whole budget for a window, and stores nothing", async () => {
    const clock = { now: 10_000_000 };
    expect(await limiterAt(clock, byteRule).hit("a", 1001)).toEqual({
      allowed: false,
      retryAfterSeconds: 3600,
    });
    const rows = await database().execute(sql`select count(*)::int as n from rate_limit_hits`);
    expect(rowsOf<{ n: number }>(rows)).toEqual([{ n: 0 }]);
  });
});
