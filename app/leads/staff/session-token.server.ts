/**
 * The staff page's session cookie (ADR 013, ADR 030): `v2.<session id>.<expires ms>.<HMAC-SHA256>`.
 * The id is random and names a row of staff_sessions, which the server looks up on every staff
 * request: deleting the row (sign-out, ending all sessions) ends the session on every instance, and
 * a copy of the cookie is refused from then on. The MAC, keyed by the server's session secret *and*
 * the current ADMIN_TOKEN, lets junk be refused without a query and still ends every session when
 * ADMIN_TOKEN changes. Nothing here touches the database or the environment: the caller passes the
 * secrets and the clock.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { checkToken, signToken, type TokenCheck } from "~/lib/signed-token.server";

/** Eight hours, the length of a working day. */
export const STAFF_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

const VERSION = "v2";
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export type SessionKeys = {
  /** The generated (or configured) signing secret. */
  secret: string;
  /** ADMIN_TOKEN as configured now. */
  adminToken: string;
};

/** The key binds both secrets, so a new ADMIN_TOKEN (or secret) ends every session. */
const sessionKey = (keys: SessionKeys) =>
  createHmac("sha256", keys.secret).update(`staff-session:${keys.adminToken}`).digest("base64url");

/** The id is inside what is signed: a valid MAC cannot be moved to another session's id. */
const purposeOf = (sessionId: string) => `staff-session:${sessionId}`;

/** A new session id: 256 random bits, as the cookie carries it. */
export function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a session id: its SHA-256, so a copy of the table signs no one in. */
export function sessionIdHash(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("hex");
}

/** The cookie value of a session, valid until `now + ttl`. */
export function signSession(
  keys: SessionKeys,
  sessionId: string,
  now: number,
  ttlMs = STAFF_SESSION_TTL_MS,
): string {
  return `${VERSION}.${sessionId}.${signToken(sessionKey(keys), purposeOf(sessionId), Math.floor(now + ttlMs))}`;
}

export type SessionCheck =
  | (Extract<TokenCheck, { valid: true }> & { sessionId: string })
  | Extract<TokenCheck, { valid: false }>;

/**
 * Checks a cookie value: well formed, signed by these keys (compared in constant time) and not yet
 * expired. An expiry further away than one session length cannot have been issued by us either.
 * Whether the session still exists is the database's to say.
 */
export function verifySession(
  keys: SessionKeys,
  value: string | undefined | null,
  now: number,
  ttlMs = STAFF_SESSION_TTL_MS,
): SessionCheck {
  const [version, sessionId = "", ...rest] = (value ?? "").split(".");
  if (version !== VERSION || !SESSION_ID.test(sessionId)) return { valid: false, reason: "malformed" };
  const check = checkToken(sessionKey(keys), purposeOf(sessionId), rest.join("."), now, ttlMs);
  return check.valid ? { ...check, sessionId } : check;
}

/** The cookie's name: `__Secure-` over https, where the browser then refuses it without Secure. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Secure-staff_session" : "staff_session";
}

/** Where the cookie is sent: the staff pages only, never the public site. */
export const SESSION_COOKIE_PATH = "/staff";

/** The Set-Cookie header that stores `value` for `maxAgeSeconds` (0 clears it). */
export function sessionCookieHeader(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${sessionCookieName(secure)}=${value}`,
    `Path=${SESSION_COOKIE_PATH}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
