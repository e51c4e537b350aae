/**
 * Hourly retention: leads and mail-drop files older than LEADS_RETENTION_DAYS (if set), audit events
 * older than AUDIT_RETENTION_DAYS, and expired captcha, rate-limit and session rows.
 */
import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { lt, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type Database, db } from "~/db/client.server";
import {
  captchaUsed,
  leadSubmissions,
  rateLimitHits,
  staffAuditEvents,
  staffSessions,
} from "~/db/schema.server";
import { type Env, env } from "~/env.server";
import { logger } from "~/lib/logger.server";
import { ifGone } from "~/lib/private-dir.server";
import { mailDropDir } from "./transport.server";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Messages, and partial ones a crash left before their rename (writeAtomically's `.{pid}-{uuid}.tmp`). */
const MAIL_FILE = /\.eml((\.[\w-]+)?\.tmp)?$/;

/**
 * Deletes mail-drop messages (.eml files written when SMTP_URL is unset) last written more than
 * `days` ago; resolves with how many. A file is written after its lead is stored, so its age alone decides.
 */
export async function deleteOldMailFiles(dir: string, days: number, now = Date.now()): Promise<number> {
  const names = (await readdir(dir).catch(ifGone)) ?? []; // no folder: no message was ever written
  const cutoff = now - days * DAY_MS;
  let deleted = 0;
  for (const name of names.filter((entry) => MAIL_FILE.test(entry))) {
    const file = path.join(dir, name);
    const facts = await stat(file).catch(() => undefined);
    if (!facts?.isFile() || facts.mtimeMs >= cutoff) continue;
    await unlink(file);
    deleted++;
  }
  return deleted;
}

const olderThanDays = (column: PgColumn, days: number) =>
  lt(column, sql`now() - make_interval(days => ${days})`);

export async function purgeExpired(
  database: Database,
  settings: Pick<Env, "LEADS_RETENTION_DAYS" | "AUDIT_RETENTION_DAYS" | "DATA_DIR">,
) {
  const { LEADS_RETENTION_DAYS: retentionDays, AUDIT_RETENTION_DAYS, DATA_DIR } = settings;
  const deleted = async (table: PgTable, condition: SQL) =>
    (await database.delete(table).where(condition).returning({ row: sql`1` })).length;
  let leads = 0;
  let mailFiles = 0;
  if (retentionDays) {
    mailFiles = await deleteOldMailFiles(mailDropDir(DATA_DIR), retentionDays);
    leads = await deleted(leadSubmissions, olderThanDays(leadSubmissions.createdAt, retentionDays));
  }
  return {
    leads,
    mailFiles,
    captchas: await deleted(captchaUsed, lt(captchaUsed.expiresAt, sql`now()`)),
    rateLimits: await deleted(rateLimitHits, lt(rateLimitHits.expiresAt, sql`now()`)),
    // By the server's clock, as the sessions' own expiry check.
    staffSessions: await deleted(staffSessions, lt(staffSessions.expiresAt, new Date())),
    auditEvents: await deleted(staffAuditEvents, olderThanDays(staffAuditEvents.at, AUDIT_RETENTION_DAYS)),
  };
}

export function startRetention(): () => void {
  const run = async () => {
    try {
      const removed = await purgeExpired(await db(), env());
      if (Object.values(removed).some((count) => count > 0)) logger.info(removed, "retention purge");
    } catch (error) {
      logger.error({ err: error }, "retention purge failed");
    }
  };
  void run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
