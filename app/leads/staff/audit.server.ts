/**
 * The audit trail of staff access to leads (ADR 030): who (the client address), when, through which
 * door (the staff page or the bearer API) and what — signing in and failing to, signing out, ending
 * every session, listing and exporting leads, downloading an attachment. Each event is a row of
 * staff_audit_events and a log line. Neither ever holds a token, a cookie or anything a lead says.
 */
import { lt, sql } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { staffAuditEvents } from "~/db/schema.server";
import { logger } from "~/lib/logger.server";

export type AuditKind =
  | "sign-in"
  | "sign-in-failed"
  | "sign-out"
  | "end-all-sessions"
  | "lead-listing"
  | "csv-export"
  | "attachment-download";

export type AuditEvent = {
  kind: AuditKind;
  /** "page": the session-signed staff page; "api": the bearer-token API. */
  via: "page" | "api";
  clientIp: string;
  leadId?: string;
  attachment?: number;
  /** How many leads a listing or export held. */
  leadCount?: number;
};

/** Where the event's log line goes: the server's pino logger. */
export type AuditLog = { info(fields: { audit: AuditEvent }, message: string): void };

/**
 * Writes the event to the log first (so it is seen even when the database is down) and then to
 * the database; a failed write rejects, and the caller answers as for any storage failure.
 */
export async function recordAudit(
  event: AuditEvent,
  database: () => Promise<Database> = db,
  log: AuditLog = logger,
): Promise<void> {
  log.info({ audit: event }, "staff audit");
  await (await database()).insert(staffAuditEvents).values(event);
}

/** Deletes audit events older than `days` (the retention job); resolves with how many. */
export async function deleteOldAuditEvents(database: Database, days: number): Promise<number> {
  return (
    await database
      .delete(staffAuditEvents)
      .where(lt(staffAuditEvents.at, sql`now() - make_interval(days => ${days})`))
      .returning({ id: staffAuditEvents.id })
  ).length;
}
