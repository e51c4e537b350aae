/**
 * A burst of concurrent token guesses compares no more than the limit allows, on PostgreSQL (.ci/run): PGlite
 * answers one query at a time, and its burst is unit-tested in app/ops/bearer-gate-limit.server.test.ts.
 */
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN } from "../support/lead-client";
import { type RunningServer, startServerWithFreshData } from "../support/server-process";

/** Failed attempts allowed per address in 15 minutes. */
const LIMIT = 3;
const BURST = 40;

/** An address of its own per run: a PostgreSQL database keeps its counts between runs. */
const freshAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

const postgresUrl = process.env.DATABASE_URL;

describe.skipIf(!postgresUrl)("a burst of token guesses on PostgreSQL", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServerWithFreshData("guess-burst", {
      ADMIN_TOKEN,
      TRUST_PROXY: "1",
      RATE_LIMIT_TOKEN_FAILURES: String(LIMIT),
      DATABASE_URL: postgresUrl!,
    });
  }, 120_000);

  afterAll(() => server?.stop());

  // The bearer tokens' endpoints count on the same limit (tests/hostile/staff-guards.test.ts).
  it("compares no more sign-in tokens than the limit", async () => {
    const ip = freshAddress();
    const statuses = await Promise.all(
      Array.from({ length: BURST }, async (_, i) => {
        const response = await fetch(`${server.url}/staff/leads`, {
          method: "POST",
          headers: { "X-Forwarded-For": ip, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "sign-in", token: `wrong-guess-${i}-0123456789abcdef` }),
          redirect: "manual",
        });
        await response.body?.cancel();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - LIMIT);
  });
});
