/**
 * Staff sign-in, session check and sign-out for /staff/leads (ADR 030, ADR 042). Wrong tokens count
 * per client address against the guessing limit shared by every token-guarded endpoint.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { db, rowsOf } from "~/db/client.server";
import { env } from "~/env.server";
import { checkSecret, type GuardedClient } from "~/http/bearer-gate.server";
import {
  deleteAllSessions,
  STAFF_COOKIE,
  staffSessionCookie,
  staffSessionStorage,
} from "./session-store.server";

const SECRET_NAME = "staff_session_hmac";

let secret: Promise<string> | undefined;

/** The signing secret, generated once and kept in app_secrets so every instance and restart accepts the same cookies. */
function sessionSecret(): Promise<string> {
  secret ??= (async () => {
    const database = await db();
    const fresh = randomBytes(32).toString("base64url");
    await database.execute(
      sql`insert into app_secrets (name, value) values (${SECRET_NAME}, ${fresh}) on conflict (name) do nothing`,
    );
    const [row] = rowsOf<{ value: string }>(
      await database.execute(sql`select value from app_secrets where name = ${SECRET_NAME}`),
    );
    if (!row) throw new Error("staff session secret missing");
    return row.value;
  })().catch((error) => {
    secret = undefined;
    throw error;
  });
  return secret;
}

/** Whether cookies are Secure (with the __Secure- prefix): when the site is served over https. */
function secureCookies(): boolean {
  return env().PUBLIC_URL.startsWith("https:");
}

async function sessions(adminToken: string) {
  return staffSessionStorage(await db(), { secret: await sessionSecret(), adminToken }, secureCookies());
}

export type StaffAccess = "disabled" | "signed-out" | "signed-in";

/** Who is asking: nobody can (ADMIN_TOKEN unset), a visitor who must sign in, or staff. */
export async function staffAccess(request: Request): Promise<StaffAccess> {
  const adminToken = env().ADMIN_TOKEN;
  if (!adminToken) return "disabled";
  const cookieHeader = request.headers.get("cookie");
  // No cookie means signed out without a query, so the sign-in form still shows while the database is down.
  if (!cookieHeader?.includes(STAFF_COOKIE)) return "signed-out";
  const session = await (await sessions(adminToken)).getSession(cookieHeader);
  return session.has("open") ? "signed-in" : "signed-out";
}

export type SignInOutcome =
  | { ok: true; setCookie: string }
  | { ok: false; reason: "disabled" }
  | { ok: false; reason: "wrong-token" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/** One sign-in attempt: refused while the address is over its guessing limit, else the token is compared. */
export async function signIn(token: string, client: GuardedClient): Promise<SignInOutcome> {
  const adminToken = env().ADMIN_TOKEN;
  if (!adminToken) return { ok: false, reason: "disabled" };
  const check = await checkSecret(token, adminToken, client.ip, client.limit);
  if (!check.ok && check.reason === "limited")
    return { ok: false, reason: "rate-limited", retryAfterSeconds: check.retryAfterSeconds };
  if (!check.ok) return { ok: false, reason: "wrong-token" };
  const storage = await sessions(adminToken);
  return { ok: true, setCookie: await storage.commitSession(await storage.getSession()) };
}

/** The Set-Cookie header that clears the session cookie at once (Max-Age=0). */
export function signOutCookie(): Promise<string> {
  return staffSessionCookie(secureCookies()).serialize("", { maxAge: 0 });
}

/** Ends the request's session by deleting its row, so any copy of the cookie is refused. */
export async function signOut(request: Request): Promise<void> {
  const adminToken = env().ADMIN_TOKEN;
  if (!adminToken) return;
  const storage = await sessions(adminToken);
  const session = await storage.getSession(request.headers.get("cookie"));
  if (session.id) await storage.destroySession(session);
}

/** Ends every staff session, this one included; resolves with how many were open. */
export async function endAllSessions(): Promise<number> {
  return deleteAllSessions(await db());
}
