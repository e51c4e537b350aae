import { describe, expect, it } from "vitest";
import { ModuleLoadError } from "~/lib/lazy-module.server";
import { afterFailure, failureKind } from "./backoff.server";
import { WebhookError } from "./webhook.server";

describe("outbox backoff", () => {
  const policy = { MAIL_RETRY_MIN_MS: 30_000, MAIL_RETRY_MAX_MS: 3_600_000, MAIL_MAX_ATTEMPTS: 4 };

  it("doubles from the minimum and stops at the cap", () => {
    expect([1, 2, 3, 4, 5, 8, 9, 50].map((n) => afterFailure(n, 0, policy))).toEqual(
      [30_000, 60_000, 120_000, 240_000, 480_000, 3_600_000, 3_600_000, 3_600_000].map((delayMs) => ({
        action: "retry",
        delayMs,
      })),
    );
  });

  it("fails the row once the message has been refused the last time", () => {
    expect(afterFailure(3, 3, policy)).toEqual({ action: "retry", delayMs: 120_000 });
    expect(afterFailure(4, 4, policy)).toEqual({ action: "fail" });
  });

  it("keeps retrying through an outage, however many attempts it has taken", () => {
    expect(afterFailure(4, 0, policy)).toEqual({ action: "retry", delayMs: 240_000 });
    expect(afterFailure(400, 3, policy)).toEqual({ action: "retry", delayMs: 3_600_000 });
  });

  it("tells a refusal of the message from an outage", () => {
    const smtp = (responseCode: number) => Object.assign(new Error(`${responseCode}`), { responseCode });
    const coded = (code: string) => Object.assign(new Error(code), { code });
    expect(failureKind(smtp(550), "send")).toBe("refusal");
    expect(failureKind(smtp(451), "send")).toBe("outage");
    expect(failureKind(coded("ECONNECTION"), "send")).toBe("outage");
    expect(failureKind(coded("EENVELOPE"), "send")).toBe("refusal");
    expect(failureKind(new ModuleLoadError("nodemailer", new Error("gone")), "send")).toBe("outage");
    expect(failureKind(new Error("database unavailable"), "compose")).toBe("outage");
    expect(failureKind(undefined, "send")).toBe("refusal");
    // A webhook row claimed by an instance without the webhook settings waits for one that has them.
    expect(failureKind(new WebhookError("unset"), "send")).toBe("outage");
  });

  it("reads a webhook's HTTP answer: 4xx refuses the lead, except 408 and 429, which are outages like 5xx", () => {
    const http = (httpStatus: number) => new WebhookError(`HTTP ${httpStatus}`, httpStatus);
    for (const status of [400, 404, 302])
      expect([status, failureKind(http(status), "send")]).toEqual([status, "refusal"]);
    for (const status of [408, 429, 503])
      expect([status, failureKind(http(status), "send")]).toEqual([status, "outage"]);
    expect(failureKind(http(404), "compose")).toBe("outage");
  });
});
