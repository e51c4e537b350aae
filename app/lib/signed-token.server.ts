import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Short bearer values the server hands out and later trusts without storing them (a preview or a
 * staff session in a cookie): `{expires}.{mac}`, the MAC an HMAC-SHA256 over the purpose and the
 * expiry. The purpose keeps a value made for one use from being accepted for another under the same
 * secret; the expiry (Unix seconds) is inside what is signed, so it cannot be extended.
 */
export function signToken(secret: string, purpose: string, expiresAt: number): string {
  return `${expiresAt}.${mac(secret, purpose, expiresAt)}`;
}

/** True when the value was made by signToken with this secret and purpose and has not expired. */
export function verifyToken(
  secret: string,
  purpose: string,
  value: string | undefined,
  now: number,
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? "");
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= now) return false;
  const expected = Buffer.from(mac(secret, purpose, expiresAt));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function mac(secret: string, purpose: string, expiresAt: number): string {
  return createHmac("sha256", secret).update(`${purpose}\n${expiresAt}`).digest("base64url");
}

/** One cookie's value from a Cookie header, or undefined. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
