import { sql } from "drizzle-orm";
import { rowsOf } from "~/db/client.server";
import { beforeEach, describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/postgres-database";
import { type ByteBudgetRule, DatabaseByteBudget } from "./byte-budget.server";
import { DatabaseRateLimiter } from "./rate-limit.server";

const HOUR = 60 * 60 * 1000;
const rule: ByteBudgetRule = { bucket: "bytes", maxBytes: 1000, windowMs: HOUR };

describe.each(testEngines)("DatabaseByteBudget on %s", (_engine, open) => {
  const database = open();
  beforeEach(() => database().execute(sql`delete from rate_limit_hits`));

  function budgetAt(clock: { now: number }, ruleOf = rule) {
    return new DatabaseByteBudget(
      ruleOf,
      async () => database(),
      () => clock.now,
    );
  }

  it("allows spends while the window's bytes fit, then refuses with the wait until enough have left", async () => {
    const clock = { now: 10_000_000 };
    const budget = budgetAt(clock);
    expect(await budget.spend("a", 400)).toEqual({ allowed: true, remaining: 600 });
    clock.now += 60_000;
    expect(await budget.spend("a", 300)).toEqual({ allowed: true, remaining: 300 });
    clock.now += 60_000;
    expect(await budget.spend("a", 300)).toEqual({ allowed: true, remaining: 0 });
    clock.now += 60_000;
    // 1 byte fits once the first spend (400) leaves: 57 minutes from now.
    expect(await budget.spend("a", 1)).toEqual({ allowed: false, retryAfterSeconds: 57 * 60 });
    // 500 bytes fit only once the first two (700) have left: 58 minutes from now.
    expect(await budget.spend("a", 500)).toEqual({ allowed: false, retryAfterSeconds: 58 * 60 });
    clock.now += 57 * 60_000 + 1;
    expect(await budget.spend("a", 400)).toEqual({ allowed: true, remaining: 0 });
  });

  it("records nothing for a refused spend, and keeps keys and buckets apart", async () => {
    const clock = { now: 10_000_000 };
    const budget = budgetAt(clock);
    expect((await budget.spend("a", 1000)).allowed).toBe(true);
    for (let i = 0; i < 3; i++) expect((await budget.spend("a", 10)).allowed).toBe(false);
    expect((await budget.spend("b", 1000)).allowed).toBe(true);
    const other = budgetAt(clock, { ...rule, bucket: "other" });
    expect((await other.spend("a", 1000)).allowed).toBe(true);
    clock.now += HOUR + 1;
    expect(await budget.spend("a", 1000)).toEqual({ allowed: true, remaining: 0 });
  });

  it("refuses a spend larger than the whole budget for a window, and stores nothing", async () => {
    const clock = { now: 10_000_000 };
    expect(await budgetAt(clock).spend("a", 1001)).toEqual({ allowed: false, retryAfterSeconds: 3600 });
    const rows = await database().execute(sql`select count(*)::int as n from rate_limit_hits`);
    expect(rowsOf<{ n: number }>(rows)).toEqual([{ n: 0 }]);
  });

  it("lets exactly the budget through when spends on one key race", async () => {
    const clock = { now: 10_000_000 };
    const budget = budgetAt(clock);
    const decisions = await Promise.all(Array.from({ length: 20 }, () => budget.spend("race", 100)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
  });

  it("shares the store with a count limit without disturbing it", async () => {
    const clock = { now: 10_000_000 };
    const limiter = new DatabaseRateLimiter(
      { bucket: "count", limit: 2, windowMs: HOUR },
      async () => database(),
      () => clock.now,
    );
    await budgetAt(clock).spend("a", 500);
    expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: 1 });
    expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: 0 });
    expect((await limiter.hit("a")).allowed).toBe(false);
  });
});
