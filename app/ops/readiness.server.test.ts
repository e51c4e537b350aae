import { describe, expect, it, vi } from "vitest";
import { checkReadiness } from "./readiness.server";
import { TimeoutError, withTimeout } from "~/lib/timeout.server";

const content = () => ({
  source: "strapi",
  collections: {
    blogs: { hasValue: true, fetchedAt: Date.UTC(2026, 0, 2, 3, 4, 5), failing: false },
    news: {
      hasValue: true,
      fetchedAt: Date.UTC(2026, 0, 1),
      failing: true,
      lastError: new Error("connect ECONNREFUSED 10.0.0.7:1337"),
      lastErrorAt: Date.UTC(2026, 0, 3),
    },
  },
});

const outbox = async () => ({ pending: 3, sent: 10, failed: 1, oldestPendingAgeSeconds: 42 });

describe("checkReadiness", () => {
  it("reports the database, the outbox and each collection's last good refresh", async () => {
    const report = await checkReadiness({ ping: async () => {}, outbox, content });
    expect(report).toEqual({
      status: "ready",
      database: { reachable: true, latencyMs: expect.any(Number) },
      outbox: { pending: 3, failed: 1, oldestPendingAgeSeconds: 42 },
      content: {
        source: "strapi",
        collections: {
          blogs: { loaded: true, lastRefreshAt: "2026-01-02T03:04:05.000Z", failing: false },
          news: {
            loaded: true,
            lastRefreshAt: "2026-01-01T00:00:00.000Z",
            failing: true,
            lastFailureAt: "2026-01-03T00:00:00.000Z",
          },
        },
      },
    });
    // The source's error text (hosts, ports) stays in the log: this answer is public.
    expect(JSON.stringify(report)).not.toContain("ECONNREFUSED");
  });

  it("says unreachable, with the outbox unknown, when the database fails", async () => {
    const count = vi.fn(outbox);
    const report = await checkReadiness({
      ping: () => Promise.reject(new Error("ECONNREFUSED")),
      outbox: count,
      content,
    });
    expect(report.status).toBe("unavailable");
    expect(report.database.reachable).toBe(false);
    expect(report.outbox).toEqual({ pending: null, failed: null, oldestPendingAgeSeconds: null });
    expect(count).not.toHaveBeenCalled();
  });

  it("gives up on a database that does not answer within the time limit", async () => {
    const started = Date.now();
    const report = await checkReadiness({
      ping: () => new Promise<void>(() => {}),
      outbox,
      content,
      timeoutMs: 100,
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(report.database).toEqual({ reachable: false, latencyMs: expect.any(Number) });
    expect(report.database.latencyMs).toBeGreaterThanOrEqual(90);
  });

  it("stays ready with the outbox unknown when only the outbox query fails or hangs", async () => {
    const report = await checkReadiness({
      ping: async () => {},
      outbox: () => new Promise(() => {}),
      content,
      timeoutMs: 100,
    });
    expect(report.status).toBe("ready");
    expect(report.outbox.pending).toBeNull();
  });
});

describe("withTimeout", () => {
  it("passes the answer through, or rejects with TimeoutError", async () => {
    await expect(withTimeout(Promise.resolve(1), 50, "x")).resolves.toBe(1);
    await expect(withTimeout(new Promise(() => {}), 10, "probe")).rejects.toBeInstanceOf(TimeoutError);
  });
});
