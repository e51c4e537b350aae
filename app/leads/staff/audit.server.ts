/**
 * The audit trail of staff access to leads (ADR 030), as database rows and log lines. Neither ever holds
 * a token, a cookie or lead content.
 */
import { type Database, db } from "~/db/client.server";
import { staffAuditEvents } from "~/db/schema.server";
import { logger } from "~/lib/logger.server";

/** Who asked, and from where. "page": the staff page (session cookie); "api": the bearer-token API. */
export type AuditWho = { via: "page" | "api"; clientIp: string };

export type AuditEvent = AuditWho & {
  kind:
    | "sign-in"
    | "sign-in-failed"
    | "sign-out"
    | "end-all-sessions"
    | "lead-listing"
    | "csv-export"
    | "attachment-download";
  leadId?: string;
  attachment?: number;
  leadCount?: number;
};

/** Logs the event first, so it is seen even when the database is down, then stores it; rejects if storing fails. */
export async function recordAudit(event: AuditEvent, database: () => Promise<Database> = db): Promise<void> {
  logger.info({ audit: event }, "staff audit");
  await (await database()).insert(staffAuditEvents).values(event);
}
