/**
 * The rows of staff_sessions (ADR 030): made at sign-in, looked up on every staff request, deleted
 * at sign-out, all at once by "End all sessions", and by the retention job once expired. Rows are
 * keyed by the SHA-256 of the session id (sessionIdHash), never the id itself.
 */
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffSessions } from "~/db/schema.server";

export async function storeSession(database: Database, idHash: string, expiresAt: Date): Promise<void> {
  await database.insert(staffSessions).values({ idHash, expiresAt });
}

/** Whether the session is still open: its row exists and has not expired at `now`. */
export async function sessionIsOpen(database: Database, idHash: string, now: Date): Promise<boolean> {
  const rows = await database
    .select({ idHash: staffSessions.idHash })
    .from(staffSessions)
    .where(and(eq(staffSessions.idHash, idHash), gt(staffSessions.expiresAt, now)));
  return rows.length > 0;
}

export async function deleteSession(database: Database, idHash: string): Promise<void> {
  await database.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
}

/** Ends every staff session, on every instance; resolves with how many there were. */
export async function deleteAllSessions(database: Database): Promise<number> {
  return (await database.delete(staffSessions).returning({ idHash: staffSessions.idHash })).length;
}

/** Deletes the rows of sessions that have expired (the retention job). */
export async function deleteExpiredSessions(database: Database, now = new Date()): Promise<number> {
  return (
    await database
      .delete(staffSessions)
      .where(lt(staffSessions.expiresAt, now))
      .returning({ idHash: staffSessions.idHash })
  ).length;
}
