import { describe, expect, it, vi } from "vitest";
import { checkReadiness } from "./readiness.server";

const fresh = { hasValue: true, fetchedAt: Date.UTC(2026, 0, 2, 3, 4, 5) };
const content = () => ({
  source: "strapi",
  collections: {
    blogs: fresh,
    careers: fresh,
    team: fresh,
    "case-studies": fresh,
    videos: fresh,
    news: {
      hasValue: true,
      fetchedAt: Date.UTC(2026, 0, 1),
      lastErrorAt: Date.UTC(2026, 0, 3),
    },
  },
});

const freshReport = { loaded: true, lastRefreshAt: "2026-01-02T03:04:05.000Z", failing: false };

const outbox = async () => ({ pending: 3, sent: 10, failed: 1, oldestPendingAgeSeconds: 42 });
const space = async () => ({ freeBytes: 5_000_000_000, minFreeBytes: 1_073_741_824, low: false });
/** The report with a database that answers, and these parts instead of the healthy ones. */
const readiness = (parts: Partial<Parameters<typeof checkReadiness>[0]> = {}, timeoutMs?: number) =>
  checkReadiness({ ping: async () => {}, outbox, content, space, ...parts }, timeoutMs);

describe("checkReadiness", () => {
  it("reports the database, the outbox and each collection's last good refresh", async () => {
    const report = await readiness();
    expect(report).toEqual({
      status: "ready",
      database: { reachable: true, latencyMs: expect.any(Number) },
      outbox: { pending: 3, failed: 1, oldestPendingAgeSeconds: 42 },
      content: {
        source: "strapi",
        collections: {
          blogs: freshReport,
          careers: freshReport,
          team: freshReport,
          "case-studies": freshReport,
          videos: freshReport,
          news: {
            loaded: true,
            lastRefreshAt: "2026-01-01T00:00:00.000Z",
            failing: true,
            lastFailureAt: "2026-01-03T00:00:00.000Z",
          },
        },
      },
      dataDir: { freeBytes: 5_000_000_000, minFreeBytes: 1_073_741_824, attachmentsAccepted: true },
    });
    // The source's error text (hosts, ports) stays in the log: this answer is public.
    expect(JSON.stringify(report)).not.toContain("ECONNREFUSED");
  });

  it("says unreachable, with the outbox unknown, when the database fails", async () => {
    const count = vi.fn(outbox);
    const report = await readiness({ ping: () => Promise.reject(new Error("ECONNREFUSED")), outbox: count });
    expect(report.status).toBe("unavailable");
    expect(report.database.reachable).toBe(false);
    expect(report.outbox).toEqual({ pending: null, failed: null, oldestPendingAgeSeconds: null });
    expect(count).not.toHaveBeenCalled();
  });

  it("gives up on a database that does not answer within the time limit", async () => {
    const started = Date.now();
    const report = await readiness({ ping: () => new Promise<void>(() => {}) }, 100);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(report.database).toEqual({ reachable: false, latencyMs: expect.any(Number) });
    expect(report.database.latencyMs).toBeGreaterThanOrEqual(90);
  });

  it("stays ready with the outbox unknown when only the outbox query fails or hangs", async () => {
    const report = await readiness({ outbox: () => new Promise(() => {}) }, 100);
    expect(report.status).toBe("ready");
    expect(report.outbox.pending).toBeNull();
  });

  it("stays ready and says that attachments are refused when the free space is below the minimum", async () => {
    const report = await readiness({
      space: async () => ({ freeBytes: 10, minFreeBytes: 1_073_741_824, low: true }),
    });
    expect(report.status).toBe("ready");
    expect(report.dataDir).toEqual({
      freeBytes: 10,
      minFreeBytes: 1_073_741_824,
      attachmentsAccepted: false,
    });
  });
});
