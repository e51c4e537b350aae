/**
 * The staff page's session (ADR 013): a stateless cookie value `v1.<expires ms>.<HMAC-SHA256>`. The
 * MAC is keyed by the server's session secret *and* the current ADMIN_TOKEN, so every instance that
 * shares the database accepts it, a restart keeps it, and changing ADMIN_TOKEN (or the secret) ends
 * every session at once. Nothing here touches the database or the environment: the caller passes
 * both secrets and the clock.
 */
import { createHmac } from "node:crypto";
import { checkToken, signToken, type TokenCheck } from "~/lib/signed-token.server";

/** Eight hours, the length of a working day. */
export const STAFF_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

const VERSION = "v1";

export type SessionKeys = {
  /** The generated (or configured) signing secret. */
  secret: string;
  /** ADMIN_TOKEN as configured now. */
  adminToken: string;
};

/** The key binds both secrets, so a new ADMIN_TOKEN (or secret) ends every session. */
const sessionKey = (keys: SessionKeys) =>
  createHmac("sha256", keys.secret).update(`staff-session:${keys.adminToken}`).digest("base64url");

const PURPOSE = "staff-session";

/** A new session value, valid until `now + ttl`. */
export function signSession(keys: SessionKeys, now: number, ttlMs = STAFF_SESSION_TTL_MS): string {
  return `${VERSION}.${signToken(sessionKey(keys), PURPOSE, Math.floor(now + ttlMs))}`;
}

export type SessionCheck = TokenCheck;

/**
 * Checks a cookie value: well formed, signed by these keys (compared in constant time) and not yet
 * expired. An expiry further away than one session length cannot have been issued by us either.
 */
export function verifySession(
  keys: SessionKeys,
  value: string | undefined | null,
  now: number,
  ttlMs = STAFF_SESSION_TTL_MS,
): SessionCheck {
  if (!value?.startsWith(`${VERSION}.`)) return { valid: false, reason: "malformed" };
  return checkToken(sessionKey(keys), PURPOSE, value.slice(VERSION.length + 1), now, ttlMs);
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
