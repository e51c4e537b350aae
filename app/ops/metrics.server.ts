/**
 * The application's Prometheus metrics; app/ops/http-metrics.server.ts adds the HTTP and process
 * metrics to the same registry, served on GET /metrics.
 */
import { Counter, Gauge, Registry } from "prom-client";
import { allCollections } from "~/cms/collection-descriptors";
import { onContentRefreshError } from "~/cms/content-service.server";
import { type Database, db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { dataDirSpace } from "./data-dir-space.server";
import { outboxCounts } from "./outbox-status.server";
import { storedLeadsByForm } from "./stored-leads.server";
import { withTimeout } from "~/http/timeout.server";

/** The process's one registry: GET /metrics serves it, and the HTTP metrics register here too. */
export const appRegistry = new Registry();

const leadsAccepted = new Counter({
  name: "leads_accepted_total",
  help: "Lead submissions stored (contact, demo and apply forms, with or without JavaScript).",
  registers: [appRegistry],
});

/** Set by the intake where it refuses a lead; a fixed set, so a label never carries what a visitor typed. */
export const LEAD_REFUSAL_REASONS = [
  "method",
  "rate_limited",
  "busy",
  "unavailable",
  "upload_timeout",
  "too_large",
  "unsupported_type",
  "honeypot",
  "captcha",
  "invalid",
  "malformed",
  "other",
] as const;
export type LeadRefusalReason = (typeof LEAD_REFUSAL_REASONS)[number];

const leadsRefused = new Counter({
  name: "leads_refused_total",
  help: "Lead submissions refused, by reason.",
  labelNames: ["reason"] as const,
  registers: [appRegistry],
});
// Every reason starts at 0, so rates over it exist before the first refusal.
for (const reason of LEAD_REFUSAL_REASONS) leadsRefused.inc({ reason }, 0);

const contentRefreshErrors = new Counter({
  name: "content_refresh_errors_total",
  help: "Reads of the content source that failed while the last good list was served, by collection.",
  labelNames: ["collection"] as const,
  registers: [appRegistry],
});
for (const { key } of allCollections) contentRefreshErrors.inc({ collection: key }, 0);
onContentRefreshError((collection) => contentRefreshErrors.inc({ collection }));

const SCRAPE_DB_TIMEOUT_MS = 2000;

/**
 * One database read per scrape, shared by the gauges that collect from it; undefined when it failed
 * or timed out, and the gauges are then left out.
 */
function perScrape<T>(what: string, read: (database: Database) => Promise<T>): () => Promise<T | undefined> {
  let pending: Promise<T | undefined> | undefined;
  return () => {
    pending ??= withTimeout(db().then(read), SCRAPE_DB_TIMEOUT_MS, `${what} query`)
      .catch((error: unknown) => {
        logger.warn({ err: error }, `metrics: ${what} not counted`);
        return undefined;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}

const readOutbox = perScrape("outbox", outboxCounts);

new Gauge({
  name: "mail_outbox_messages",
  help: "Rows of the mail outbox by status, read from the database at each scrape (absent when it cannot be read).",
  labelNames: ["status"] as const,
  registers: [appRegistry],
  async collect() {
    const counts = await readOutbox();
    if (!counts) return this.reset();
    for (const status of ["pending", "sent", "failed"] as const) this.set({ status }, counts[status]);
  },
});

new Gauge({
  name: "mail_outbox_oldest_pending_age_seconds",
  help: "Seconds the oldest pending outbox row has waited, 0 when none is pending (absent when the database cannot be read).",
  registers: [appRegistry],
  async collect() {
    const counts = await readOutbox();
    if (!counts) return this.reset();
    this.set(counts.oldestPendingAgeSeconds ?? 0);
  },
});

/**
 * Lead form steps by form and step, incremented by the form-event intake in app/leads/insights, which checks
 * them; this module names no lead form, so the dependency runs one way.
 */
export const formFunnelEvents = new Counter({
  name: "form_funnel_events_total",
  help: "Lead form steps reported by browsers and counted (step: view, start), by form; no visitor is identified.",
  labelNames: ["form", "step"] as const,
  registers: [appRegistry],
});

const readStoredLeads = perScrape("stored leads", (database) => storedLeadsByForm(database));

new Gauge({
  name: "leads_stored",
  help: "Leads held in the database by form, the conversion funnel's submissions, read at each scrape (absent when it cannot be read).",
  labelNames: ["form"] as const,
  registers: [appRegistry],
  async collect() {
    const counts = await readStoredLeads();
    this.reset();
    for (const [form, count] of Object.entries(counts ?? {})) this.set({ form }, count);
  },
});

new Gauge({
  name: "data_dir_free_bytes",
  help: "Bytes free under DATA_DIR for the server, read at each scrape (0 when the folder cannot be read).",
  registers: [appRegistry],
  async collect() {
    this.set((await dataDirSpace()).freeBytes ?? 0);
  },
});

new Gauge({
  name: "lead_attachments_refused_low_space",
  help: "1 while leads with attachments are refused because DATA_DIR has less free space than DATA_DIR_MIN_FREE_MB, else 0.",
  registers: [appRegistry],
  async collect() {
    this.set((await dataDirSpace()).low ? 1 : 0);
  },
});

export function countLead(outcome: "accepted" | LeadRefusalReason): void {
  if (outcome === "accepted") leadsAccepted.inc();
  else leadsRefused.inc({ reason: outcome });
}
