/**
 * A burst of concurrent token guesses compares no more than the limit allows, on PostgreSQL (.ci/run): PGlite
 * answers one query at a time, and its burst is unit-tested in app/ops/bearer-gate-limit.server.test.ts.
 */
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN } from "../support/lead-client";
import { type RunningServer, startServerWithFreshData } from "../support/server-process";
import { checkedFetch } from "../support/checked-fetch";

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

  /** The statuses of BURST concurrent attempts from one address, counted by status. */
  async function burst(attempt: (i: number) => Promise<Response>): Promise<Record<number, number>> {
    const statuses = await Promise.all(Array.from({ length: BURST }, (_, i) => attempt(i)));
    const counts: Record<number, number> = {};
    for (const response of statuses) {
      counts[response.status] = (counts[response.status] ?? 0) + 1;
      await response.body?.cancel();
    }
    return counts;
  }

  it("compares no more sign-in tokens than the limit", async () => {
    const ip = freshAddress();
    const counts = await burst((i) =>
      fetch(`${server.url}/staff/leads`, {
        method: "POST",
        headers: { "X-Forwarded-For": ip, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "sign-in", token: `wrong-guess-${i}-0123456789abcdef` }),
        redirect: "manual",
      }),
    );
    expect(counts).toEqual({ 401: LIMIT, 429: BURST - LIMIT });
  });

  it("compares no more bearer tokens than the limit, and the right token still works elsewhere", async () => {
    const ip = freshAddress();
    const counts = await burst((i) =>
      checkedFetch(`${server.url}/api/leads?format=json`, {
        headers: { "X-Forwarded-For": ip, Authorization: `Bearer wrong-guess-${i}-0123456789abcdef` },
      }),
    );
    expect(counts).toEqual({ 401: LIMIT, 429: BURST - LIMIT });
    const other = await checkedFetch(`${server.url}/api/leads?format=json`, {
      headers: { "X-Forwarded-For": freshAddress(), Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(other.status).toBe(200);
  });
});
