/**
 * The staff page's session (ADR 013): a stateless cookie value `v1.<expires ms>.<HMAC-SHA256>`. The
 * MAC is keyed by the server's session secret *and* the current ADMIN_TOKEN, so every instance that
 * shares the database accepts it, a restart keeps it, and changing ADMIN_TOKEN (or the secret) ends
 * every session at once. Nothing here touches the database or the environment: the caller passes
 * both secrets and the clock.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** Eight hours, the length of a working day. */
export const STAFF_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

const VERSION = "v1";

export type SessionKeys = {
  /** The generated (or configured) signing secret. */
  secret: string;
  /** ADMIN_TOKEN as configured now. */
  adminToken: string;
};

function mac(keys: SessionKeys, expiresAt: number): Buffer {
  // The key binds both secrets; the message binds the version and the expiry.
  const key = createHmac("sha256", keys.secret).update(`staff-session:${keys.adminToken}`).digest();
  return createHmac("sha256", key).update(`${VERSION}.${expiresAt}`).digest();
}

/** A new session value, valid until `now + ttl`. */
export function signSession(keys: SessionKeys, now: number, ttlMs = STAFF_SESSION_TTL_MS): string {
  const expiresAt = Math.floor(now + ttlMs);
  return `${VERSION}.${expiresAt}.${mac(keys, expiresAt).toString("base64url")}`;
}

export type SessionCheck =
  | { valid: true; expiresAt: number }
  | { valid: false; reason: "malformed" | "signature" | "expired" };

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
  const match = /^v1\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(value ?? "");
  if (!match) return { valid: false, reason: "malformed" };
  const expiresAt = Number(match[1]);
  const given = Buffer.from(match[2]!, "base64url");
  const expected = mac(keys, expiresAt);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { valid: false, reason: "signature" };
  }
  if (expiresAt <= now || expiresAt > now + ttlMs) return { valid: false, reason: "expired" };
  return { valid: true, expiresAt };
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

/** The value of cookie `name` in a Cookie request header, if present. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
