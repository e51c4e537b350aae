import { beforeEach, describe, expect, it, vi } from "vitest";

const outbox = vi.hoisted(() => ({
  counts: { pending: 2, sent: 7, failed: 1, oldestPendingAgeSeconds: 30 } as
    | { pending: number; sent: number; failed: number; oldestPendingAgeSeconds: number | null }
    | Error,
  queries: 0,
}));

vi.mock("~/db/client.server", () => ({ db: async () => ({}) }));
vi.mock("./outbox-status.server", () => ({
  outboxCounts: async () => {
    outbox.queries++;
    if (outbox.counts instanceof Error) throw outbox.counts;
    return outbox.counts;
  },
}));

const { appRegistry, countContentRefreshError, countLead } = await import("./metrics.server");
const scrape = () => appRegistry.metrics();

describe("application metrics", () => {
  beforeEach(() => {
    outbox.queries = 0;
  });

  it("counts leads accepted and refused by reason, every reason listed from the start", async () => {
    const before = await scrape();
    expect(before).toContain("leads_accepted_total 0");
    expect(before).toContain('leads_refused_total{reason="captcha"} 0');
    expect(before).toContain('leads_refused_total{reason="rate_limited"} 0');
    countLead("accepted");
    countLead("captcha");
    countLead("captcha");
    const text = await scrape();
    expect(text).toContain("leads_accepted_total 1");
    expect(text).toContain('leads_refused_total{reason="captcha"} 2');
  });

  it("counts content refresh errors per collection", async () => {
    countContentRefreshError("news");
    expect(await scrape()).toContain('content_refresh_errors_total{collection="news"} 1');
  });

  it("reads the outbox from the database once per scrape", async () => {
    const text = await scrape();
    expect(text).toContain('mail_outbox_messages{status="pending"} 2');
    expect(text).toContain('mail_outbox_messages{status="sent"} 7');
    expect(text).toContain('mail_outbox_messages{status="failed"} 1');
    expect(text).toContain("mail_outbox_oldest_pending_age_seconds 30");
    expect(outbox.queries).toBe(1);
  });

  it("leaves the outbox series out when the database cannot be read", async () => {
    outbox.counts = new Error("database down");
    const text = await scrape();
    expect(text).not.toMatch(/^mail_outbox_messages\{/m);
    expect(text).toContain("leads_accepted_total");
  });
});
