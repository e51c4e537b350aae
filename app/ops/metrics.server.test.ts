import { beforeEach, describe, expect, it, vi } from "vitest";
import { allCollections } from "~/cms/collection-descriptors";

const outbox = vi.hoisted(() => ({
  counts: { pending: 2, sent: 7, failed: 1, oldestPendingAgeSeconds: 30 } as
    | { pending: number; sent: number; failed: number; oldestPendingAgeSeconds: number | null }
    | Error,
  queries: 0,
}));

const stored = vi.hoisted(() => ({ counts: { contact: 3, demo: 1 } as Record<string, number> | Error }));

const space = vi.hoisted(() => ({
  freeBytes: 5_000_000 as number | null,
  minFreeBytes: 1_000_000,
  low: false,
}));

const refreshErrors = vi.hoisted(() => ({ report: (_collection: string) => {} }));

vi.mock("~/cms/content-service.server", () => ({
  onContentRefreshError: (listener: (collection: string) => void) => {
    refreshErrors.report = listener;
  },
}));
vi.mock("~/db/client.server", () => ({ db: async () => ({}) }));
vi.mock("./data-dir-space.server", () => ({ dataDirSpace: async () => space }));
vi.mock("./stored-leads.server", () => ({
  storedLeadsByForm: async () => {
    if (stored.counts instanceof Error) throw stored.counts;
    return stored.counts;
  },
}));
vi.mock("./outbox-status.server", () => ({
  outboxCounts: async () => {
    outbox.queries++;
    if (outbox.counts instanceof Error) throw outbox.counts;
    return outbox.counts;
  },
}));

// Unit files share a worker's modules: one loaded before this file (through the lead intake, say)
// would have the real database and disk behind it, not the stand-ins above.
vi.resetModules();
const { appRegistry, countLead } = await import("./metrics.server");
const scrape = () => appRegistry.metrics();

describe("application metrics", () => {
  beforeEach(() => {
    outbox.queries = 0;
  });

  it("reports the free space under DATA_DIR and whether attachments are refused for lack of it", async () => {
    Object.assign(space, { freeBytes: 5_000_000, low: false });
    let text = await scrape();
    expect(text).toContain("data_dir_free_bytes 5000000");
    expect(text).toContain("lead_attachments_refused_low_space 0");
    Object.assign(space, { freeBytes: 10, low: true });
    text = await scrape();
    expect(text).toContain("data_dir_free_bytes 10");
    expect(text).toContain("lead_attachments_refused_low_space 1");
    Object.assign(space, { freeBytes: null, low: false });
    // An unreadable folder is alarming: it reads as no space at all.
    expect(await scrape()).toMatch(/^data_dir_free_bytes 0$/m);
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

  it("lists every collection's content refresh errors from the start, at 0, and counts them per collection", async () => {
    const text = await scrape();
    for (const { key } of allCollections)
      expect(text).toContain(`content_refresh_errors_total{collection="${key}"} 0`);
    refreshErrors.report("news");
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

  it("reads the stored leads per form at each scrape (the funnel's submissions), absent when unreadable", async () => {
    stored.counts = { contact: 3, demo: 1 };
    const text = await scrape();
    expect(text).toContain('leads_stored{form="contact"} 3');
    expect(text).toContain('leads_stored{form="demo"} 1');
    stored.counts = { contact: 4 };
    const after = await scrape();
    expect(after).toContain('leads_stored{form="contact"} 4');
    expect(after).not.toContain('leads_stored{form="demo"}');
    stored.counts = new Error("database down");
    expect(await scrape()).not.toMatch(/^leads_stored\{/m);
  });
});
