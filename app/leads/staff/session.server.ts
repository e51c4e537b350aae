/**
 * Staff sign-in, sessions and sign-out for /staff/leads (ADR 030, ADR 042): React Router session storage
 * over the staff_sessions table. The cookie carries a signed random id; the row, keyed by the id's
 * SHA-256, is the session. Wrong tokens count against the guessing limit of every token-guarded endpoint.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { type Cookie, createCookie, createSessionStorage } from "react-router";
import { type Database, db } from "~/db/client.server";
import { staffSessions } from "~/db/schema.server";
import { env } from "~/env.server";
import { checkSecret, type GuardedClient } from "~/http/bearer-gate.server";
import { notFound } from "~/http/not-found.server";
import { storedSecret } from "../shared/stored-secret.server";
import { STAFF_HEADERS } from "./paths";

const STAFF_COOKIE = "staff_session";

/** Eight hours from sign-in: a working day. */
const STAFF_SESSION_SECONDS = 8 * 60 * 60;

/** The generated signing secret kept in app_secrets, and the configured ADMIN_TOKEN. */
type SessionKeys = { secret: string; adminToken: string };

const sessionSecret = storedSecret("staff_session_hmac");

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
export function staffSessionStorage(database: Database, keys: SessionKeys, secure: boolean) {
  // A session stores no data: the existence of its row is what signs the browser in.
  return createSessionStorage<{ open: true }>({
    cookie: staffSessionCookie(secure, keys),
    async createData(_data, expires) {
      const id = randomBytes(32).toString("base64url");
      const expiresAt = expires ?? new Date(Date.now() + STAFF_SESSION_SECONDS * 1000);
      await database.insert(staffSessions).values({ idHash: idHash(id), expiresAt });
      return id;
    },
    async readData(id) {
      const live = and(eq(staffSessions.idHash, idHash(id)), gt(staffSessions.expiresAt, new Date()));
      return (await database.$count(staffSessions, live)) > 0 ? { open: true } : null;
    },
    // Nothing is stored in a session, and its expiry is fixed at sign-in.
    async updateData() {},
    async deleteData(id) {
      await database.delete(staffSessions).where(eq(staffSessions.idHash, idHash(id)));
    },
  });
}

/** Whether cookies are Secure (with the __Secure- prefix): when the site is served over https. */
function secureCookies(): boolean {
  return env().PUBLIC_URL.startsWith("https:");
}

/** ADMIN_TOKEN, which `staffAccess` found set before anything below runs (the staff routes answer 404 first). */
const adminToken = () => env().ADMIN_TOKEN!;

async function sessions() {
  const keys = { secret: await sessionSecret(), adminToken: adminToken() };
  return staffSessionStorage(await db(), keys, secureCookies());
}

/** Who is asking: a visitor who must sign in, or staff; throws the 404 while ADMIN_TOKEN is unset. */
export async function staffAccess(request: Request): Promise<"signed-out" | "signed-in"> {
  if (!env().ADMIN_TOKEN) throw notFound(STAFF_HEADERS);
  const cookieHeader = request.headers.get("cookie");
  // No cookie means signed out without a query, so the sign-in form still shows while the database is down.
  if (!cookieHeader?.includes(STAFF_COOKIE)) return "signed-out";
  const session = await (await sessions()).getSession(cookieHeader);
  return session.has("open") ? "signed-in" : "signed-out";
}

/** One sign-in attempt: refused while the address is over its guessing limit, else the token is compared. */
export async function signIn(token: string, client: GuardedClient) {
  const check = await checkSecret(token, adminToken(), client.ip, client.limit);
  if (!check.ok) return check;
  const storage = await sessions();
  return { ok: true as const, setCookie: await storage.commitSession(await storage.getSession()) };
}

/** The Set-Cookie header that clears the session cookie at once (Max-Age=0). */
export function signOutCookie(): Promise<string> {
  return staffSessionCookie(secureCookies()).serialize("", { maxAge: 0 });
}

/** Ends the request's session by deleting its row, so any copy of the cookie is refused. */
export async function signOut(request: Request): Promise<void> {
  const storage = await sessions();
  const session = await storage.getSession(request.headers.get("cookie"));
  if (session.id) await storage.destroySession(session);
}

/** Ends every staff session on every instance, this one included. */
export async function endAllSessions(): Promise<void> {
  await (await db()).delete(staffSessions);
}
