import { describe, expect, it } from "vitest";
import { afterFailure, backoffMs, isRefusal } from "./backoff";

describe("outbox backoff", () => {
  const policy = { minMs: 30_000, maxMs: 3_600_000, maxAttempts: 4 };

  it("doubles from the minimum and stops at the cap", () => {
    expect([1, 2, 3, 4, 5, 8, 9, 50].map((n) => backoffMs(n, policy))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it("fails the row after the last attempt", () => {
    expect(afterFailure(3, policy)).toEqual({ action: "retry", delayMs: 120_000 });
    expect(afterFailure(4, policy)).toEqual({ action: "fail" });
  });

  it("keeps retrying through an outage, whatever the attempt count", () => {
    expect(afterFailure(4, policy, false)).toEqual({ action: "retry", delayMs: 240_000 });
    expect(afterFailure(400, policy, false)).toEqual({ action: "retry", delayMs: 3_600_000 });
  });

  it("tells a mail server's refusal from an outage", () => {
    expect(isRefusal(Object.assign(new Error("550 mailbox unavailable"), { responseCode: 550 }))).toBe(true);
    expect(isRefusal(Object.assign(new Error("451 try later"), { responseCode: 451 }))).toBe(true);
    expect(isRefusal(Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }))).toBe(false);
    expect(isRefusal(new Error("database unavailable"))).toBe(false);
    expect(isRefusal(undefined)).toBe(false);
  });
});
