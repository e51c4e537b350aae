/**
 * Database schema (ADR 006), the same on PGlite and PostgreSQL 15+. drizzle-kit generates the
 * migrations into drizzle/, which is committed.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/** Raw bytes, always passed as a query parameter; PGlite gets a fast hex codec (pglite-bytea.server.ts). */
const bytea = customType<{ data: Uint8Array }>({ dataType: () => "bytea" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** One accepted form submission; the text fields are already validated by the form's schema. */
export const leadSubmissions = pgTable(
  "lead_submissions",
  {
    id: uuid("id").primaryKey(),
    formId: text("form_id").notNull(),
    /** The form variant it was sent with (FormVariant). */
    variant: text("variant").notNull(),
    name: text("name"),
    email: text("email"),
    contact: text("contact"),
    message: text("message"),
    product: jsonb("product").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The stable key of the job opening an application is for; null for every other lead. */
    opening: text("opening"),
    clientIp: text("client_ip"),
    userAgent: text("user_agent"),
    captchaProvider: text("captcha_provider").notNull(),
    /** Where the lead came from (LeadAttribution); null when unknown (an API client, no JavaScript). */
    landingPage: text("landing_page"),
    formPage: text("form_page"),
    referrerOrigin: text("referrer_origin"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    clickIds: jsonb("click_ids").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index("lead_submissions_created_at_idx").on(t.createdAt)],
);

/** Uploaded files; their bytes are in lead_attachment_chunks, written in the lead's transaction. */
export const leadAttachments = pgTable(
  "lead_attachments",
  {
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => leadSubmissions.id, { onDelete: "cascade" }),
    /** 1-based position, the {n} of /api/leads/{id}/attachments/{n}. */
    position: integer("position").notNull(),
    originalName: text("original_name").notNull(),
    storedName: text("stored_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.position] })],
);

/** Attachment bytes in pieces of at most ATTACHMENT_CHUNK_BYTES, so no query moves a whole file (ADR 011). */
export const leadAttachmentChunks = pgTable(
  "lead_attachment_chunks",
  {
    submissionId: uuid("submission_id").notNull(),
    position: integer("position").notNull(),
    seq: integer("seq").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.position, t.seq] }),
    foreignKey({
      name: "lead_attachment_chunks_attachment_fk",
      columns: [t.submissionId, t.position],
      foreignColumns: [leadAttachments.submissionId, leadAttachments.position],
    }).onDelete("cascade"),
  ],
);

/** `webhook`: the lead POSTed to LEADS_WEBHOOK_URL, retried like mail. */
export type OutboxKind = "lead" | "confirmation" | "webhook";

/** Transactional outbox: one row per message to send, claimed by workers (see outbox.server.ts). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => leadSubmissions.id, { onDelete: "cascade" }),
    kind: text("kind").$type<OutboxKind>().notNull(),
    status: text("status").$type<"pending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Attempts the message itself was rejected; these count toward MAIL_MAX_ATTEMPTS, outages do not. */
    refusals: integer("refusals").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Stable Message-ID, so a resend after a crash can be recognised as a duplicate. */
    messageId: text("message_id").notNull(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

/**
 * Used ALTCHA challenges, kept until they expire so a replayed solution is refused, with the lead
 * that used each, so a resent lead is recognised by its own challenge.
 */
export const captchaUsed = pgTable(
  "captcha_used",
  {
    key: text("key").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    submissionId: uuid("submission_id"),
  },
  (t) => [index("captcha_used_expires_at_idx").on(t.expiresAt)],
);

/** Generated secrets shared by every instance (e.g. the ALTCHA HMAC keys when none is configured). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * Rate limits shared by all instances (ADR 010): per bucket and client key, the times (epoch ms) of the
 * hits still in the window, and for byte budgets the bytes of each hit in `amounts`. `expires_at` is
 * when the newest hit leaves the window; the retention job deletes the row after that.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    hits: bigint("hits", { mode: "number" }).array().notNull(),
    amounts: bigint("amounts", { mode: "number" }).array().notNull().default(sql`'{}'::bigint[]`),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.key] }),
    index("rate_limit_hits_expires_at_idx").on(t.expiresAt),
  ],
);

/**
 * The last good list of each content collection, so a restart while the CMS is down still serves
 * posts. Keyed by source and collection, so a different CMS never serves another's list.
 */
export const contentSnapshots = pgTable("content_snapshots", {
  key: text("key").primaryKey(),
  body: jsonb("body").notNull(),
  savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
});

/**
 * Every numeric id → stable key pair a content source has shown: Strapi 5 gives an entry a new numeric
 * id on every publish, and links with an old id should redirect, not 404.
 */
export const contentIds = pgTable(
  "content_ids",
  {
    collection: text("collection").notNull(),
    numericId: integer("numeric_id").notNull(),
    key: text("key").notNull(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.numericId] })],
);

/**
 * Every slug an item with a page of its own has been shown under, lower-cased, with the item's stable
 * key: a changed slug redirects to the item's page, and a removed item's page answers 410.
 */
export const contentSlugs = pgTable(
  "content_slugs",
  {
    collection: text("collection").notNull(),
    slug: text("slug").notNull(),
    key: text("key").notNull(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.slug] })],
);

/**
 * Staff sessions (ADR 030), keyed by the SHA-256 of the cookie's id so the database never holds a
 * usable cookie. Every staff request checks its row, so deleting it ends the session on every instance.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_sessions_expires_at_idx").on(t.expiresAt)],
);

/**
 * Audit trail of staff access to leads (ADR 030): sign-ins, listings, exports and downloads, with client
 * address and channel. Never a token, a cookie or a lead's content.
 */
export const staffAuditEvents = pgTable(
  "staff_audit_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind").notNull(),
    /** "page" (the session-signed staff page) or "api" (a bearer token). */
    via: text("via").notNull(),
    clientIp: text("client_ip").notNull(),
    /** Text, not a foreign key: the lead may be deleted later. */
    leadId: text("lead_id"),
    /** The attachment's 1-based position, for a download. */
    attachment: integer("attachment"),
    /** How many leads a listing or export returned. */
    leadCount: integer("lead_count"),
  },
  (t) => [index("staff_audit_events_at_idx").on(t.at)],
);

/**
 * Anonymous conversion counts of the lead forms per UTC day, form and step ("view", "start").
 * Submissions are counted from lead_submissions itself.
 */
export const formFunnelCounts = pgTable(
  "form_funnel_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    formId: text("form_id").notNull(),
    step: text("step").notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.formId, t.step] })],
);
