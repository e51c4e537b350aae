import { describe, expect, it } from "vitest";
import { memoryDatabase } from "~/db/memory-database";
import { TOKEN_GUESS_WINDOW_MS, databaseGuessLimit } from "./bearer-gate-limit.server";

const database = memoryDatabase();

describe("the database guessing limit", () => {
  it("refuses an address after `limit` failures until the oldest leaves the 15-minute window", async () => {
    const clock = { now: 10_000_000 };
    const limit = databaseGuessLimit(
      2,
      async () => database(),
      () => clock.now,
    );
    expect(await limit.waitSeconds("203.0.113.5")).toBe(0);
    await limit.failed("203.0.113.5");
    clock.now += 60_000;
    expect(await limit.waitSeconds("203.0.113.5")).toBe(0);
    await limit.failed("203.0.113.5");
    expect(await limit.waitSeconds("203.0.113.5")).toBe(TOKEN_GUESS_WINDOW_MS / 1000 - 60);
    expect(await limit.waitSeconds("203.0.113.6")).toBe(0);
    clock.now = 10_000_000 + TOKEN_GUESS_WINDOW_MS;
    expect(await limit.waitSeconds("203.0.113.5")).toBe(0);
  });

  it("counts one IPv6 subscriber per /64, as every other limit", async () => {
    const clock = { now: 20_000_000 };
    const limit = databaseGuessLimit(
      1,
      async () => database(),
      () => clock.now,
    );
    await limit.failed("2001:db8:1:2::1");
    expect(await limit.waitSeconds("2001:db8:1:2:ffff::9")).toBeGreaterThan(0);
    expect(await limit.waitSeconds("2001:db8:1:3::1")).toBe(0);
  });

  it("is shared by every instance on one database", async () => {
    const clock = { now: 30_000_000 };
    const first = databaseGuessLimit(
      2,
      async () => database(),
      () => clock.now,
    );
    const second = databaseGuessLimit(
      2,
      async () => database(),
      () => clock.now,
    );
    await first.failed("192.0.2.50");
    await second.failed("192.0.2.50");
    expect(await first.waitSeconds("192.0.2.50")).toBeGreaterThan(0);
  });
});
