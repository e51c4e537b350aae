import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryDatabase } from "../../tests/support/memory-database";
import { checkSecret } from "~/http/bearer-gate.server";
import { TOKEN_GUESS_WINDOW_MS, databaseGuessLimit } from "./bearer-gate-limit.server";

const database = memoryDatabase();
vi.mock("~/db/client.server", async (actual) => ({
  ...(await actual<typeof import("~/db/client.server")>()),
  db: () => database(),
}));
const SECRET = "the-right-secret-of-enough-length-0123";
/** The limit on the shared database, with `limit` failures per window, at the test's clock. */
const limitOf = (limit: number, now: () => number) => {
  vi.spyOn(Date, "now").mockImplementation(now);
  return databaseGuessLimit(limit);
};
afterEach(() => vi.restoreAllMocks());

describe("the database guessing limit", () => {
  it("refuses a client's /64 after `limit` failures until the oldest leaves the 15-minute window", async () => {
    const clock = { now: 10_000_000 };
    const limit = limitOf(2, () => clock.now);
    expect(await limit.take("2001:db8:1:2::1")).toBe(0);
    clock.now += 60_000;
    expect(await limit.take("2001:db8:1:2::1")).toBe(0);
    expect(await limit.take("2001:db8:1:2:ffff::9")).toBe(TOKEN_GUESS_WINDOW_MS / 1000 - 60);
    expect(await limit.take("2001:db8:1:3::1")).toBe(0);
    clock.now = 10_000_000 + TOKEN_GUESS_WINDOW_MS;
    expect(await limit.take("2001:db8:1:2::1")).toBe(0);
  });

  it("gives a place back for the right token, so right tokens never use the budget up", async () => {
    const clock = { now: 15_000_000 };
    const limit = limitOf(1, () => clock.now);
    for (let i = 0; i < 5; i++) {
      expect(await checkSecret(SECRET, SECRET, "203.0.113.8", limit)).toEqual({ ok: true });
      clock.now += 1000;
    }
    expect(await checkSecret("a-guess", SECRET, "203.0.113.8", limit)).toEqual({
      ok: false,
      reason: "wrong",
    });
    expect(await checkSecret(SECRET, SECRET, "203.0.113.8", limit)).toMatchObject({ reason: "limited" });
  });
});
