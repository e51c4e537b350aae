/**
 * Staff session storage (ADR 042): React Router session storage over the staff_sessions table. The
 * cookie carries a signed random id; the row, keyed by the id's SHA-256, is the session.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { type Cookie, createCookie, createSessionStorage, type SessionStorage } from "react-router";
import type { Database } from "~/db/client.server";
import { staffSessions } from "~/db/schema.server";

/** The session cookie's name; over https it carries the `__Secure-` prefix. */
export const STAFF_COOKIE = "staff_session";

/** Eight hours from sign-in: a working day. */
const STAFF_SESSION_SECONDS = 8 * 60 * 60;

/** A session stores no data: the existence of its row is what signs the browser in. */
export type StaffSessionData = { open: true };

type SessionKeys = {
  /** The generated signing secret, kept in app_secrets. */
  secret: string;
  /** The configured ADMIN_TOKEN. */
  adminToken: string;
};

/** Derived from both secrets, so a new ADMIN_TOKEN (or secret) ends every session. */
const signingKey = (keys: SessionKeys) =>
  createHmac("sha256", keys.secret).update(`staff-session:${keys.adminToken}`).digest("base64url");

/** Only the id's hash is stored, so a copy of the table signs no one in. */
const idHash = (id: string) => createHash("sha256").update(id).digest("hex");

/**
 * The session cookie: staff pages only, HttpOnly, and over https Secure with the `__Secure-` prefix.
 * Without keys it can only be cleared.
 */
export function staffSessionCookie(secure: boolean, keys?: SessionKeys): Cookie {
  return createCookie(secure ? `__Secure-${STAFF_COOKIE}` : STAFF_COOKIE, {
    path: "/staff",
    maxAge: STAFF_SESSION_SECONDS,
    httpOnly: true,
    sameSite: "strict",
    secure,
    secrets: keys ? [signingKey(keys)] : [],
  });
}

/**
 * Sessions signed with `keys`: a wrongly signed cookie is refused without a query, a valid one only
 * while its row exists and has not expired.
 */
export function staffSessionStorage(
  database: Database,
  keys: SessionKeys,
  secure: boolean,
): SessionStorage<StaffSessionData> {
  return createSessionStorage<StaffSessionData>({
    cookie: staffSessionCookie(secure, keys),
    async createData(_data, expires) {
      const id = randomBytes(32).toString("base64url");
      const expiresAt = expires ?? new Date(Date.now() + STAFF_SESSION_SECONDS * 1000);
      await database.insert(staffSessions).values({ idHash: idHash(id), expiresAt });
      return id;
    },
    async readData(id) {
      const rows = await database
        .select({ idHash: staffSessions.idHash })
        .from(staffSessions)
        .where(and(eq(staffSessions.idHash, idHash(id)), gt(staffSessions.expiresAt, new Date())));
      return rows.length > 0 ? { open: true } : null;
    },
    // Nothing is stored in a session, and its expiry is fixed at sign-in.
    async updateData() {},
    async deleteData(id) {
      await database.delete(staffSessions).where(eq(staffSessions.idHash, idHash(id)));
    },
  });
}

/** Ends every staff session on every instance; resolves with how many there were. */
export async function deleteAllSessions(database: Database): Promise<number> {
  return (await database.delete(staffSessions).returning({ idHash: staffSessions.idHash })).length;
}

/** Deletes expired sessions (the retention job). */
export async function deleteExpiredSessions(database: Database, now = new Date()): Promise<number> {
  return (
    await database
      .delete(staffSessions)
      .where(lt(staffSessions.expiresAt, now))
      .returning({ idHash: staffSessions.idHash })
  ).length;
}
