import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Short values the server hands out and later trusts without storing them (the preview cookie):
 * `{expires}.{mac}`, the MAC an HMAC-SHA256 over the purpose and the expiry. The purpose keeps a
 * value made for one use from being accepted for another under the same key; the expiry (in
 * whatever unit the caller's clock counts) is inside what is signed, so it cannot be extended.
 */
export function signToken(key: string, purpose: string, expiresAt: number): string {
  return `${expiresAt}.${mac(key, purpose, expiresAt)}`;
}

/** Whether the value was made by signToken with this key and purpose and is still current at `now`. */
export function verifyToken(
  key: string,
  purpose: string,
  value: string | null | undefined,
  now: number,
): boolean {
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(value ?? "");
  if (!match) return false;
  const expiresAt = Number(match[1]);
  const expected = Buffer.from(mac(key, purpose, expiresAt));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) && expiresAt > now;
}

function mac(key: string, purpose: string, expiresAt: number): string {
  return createHmac("sha256", key).update(`${purpose}\n${expiresAt}`).digest("base64url");
}

/** One cookie's value from a Cookie header, or undefined. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
