/**
 * Hourly retention: leads and mail-drop files older than LEADS_RETENTION_DAYS (if set), audit events
 * older than AUDIT_RETENTION_DAYS, and expired captcha, rate-limit and session rows.
 */
import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { captchaUsed, leadSubmissions } from "~/db/schema.server";
import { env } from "~/env.server";
import { logger } from "~/lib/logger.server";
import { deleteExpiredRateLimits } from "~/ops/rate-limit.server";
import { deleteOldAuditEvents } from "../staff/audit.server";
import { mailDropDir } from "./transport.server";
import { deleteExpiredSessions } from "../staff/session.server";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Messages, and partial ones a crash left before their rename. */
const MAIL_FILE = /\.eml(\.tmp)?$/;

/**
 * Deletes mail-drop messages (.eml files written when SMTP_URL is unset) last written more than
 * `days` ago; resolves with how many. A file is written after its lead is stored, so its age alone decides.
 */
export async function deleteOldMailFiles(dir: string, days: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return 0; // no message was ever written
    throw error;
  }
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

/** Deletes what has expired; resolves with how many of each kind. */
async function purgeExpired() {
  const { LEADS_RETENTION_DAYS: retentionDays, AUDIT_RETENTION_DAYS, DATA_DIR } = env();
  const database = await db();
  let leads = 0;
  let mailFiles = 0;
  if (retentionDays) {
    mailFiles = await deleteOldMailFiles(mailDropDir(DATA_DIR), retentionDays);
    const removed = await database
      .delete(leadSubmissions)
      .where(lt(leadSubmissions.createdAt, sql`now() - make_interval(days => ${retentionDays})`))
      .returning({ id: leadSubmissions.id });
    leads = removed.length;
  }
  const captchas = (
    await database.delete(captchaUsed).where(lt(captchaUsed.expiresAt, sql`now()`)).returning()
  ).length;
  const rateLimits = await deleteExpiredRateLimits(database);
  const staffSessions = await deleteExpiredSessions(database);
  const auditEvents = await deleteOldAuditEvents(database, AUDIT_RETENTION_DAYS);
  return { leads, mailFiles, captchas, rateLimits, staffSessions, auditEvents };
}

export function startRetention(): () => void {
  const run = async () => {
    try {
      const removed = await purgeExpired();
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
