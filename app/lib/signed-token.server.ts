import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A stateless token `{expires}.{mac}` (HMAC-SHA256 over purpose and expiry), such as the preview
 * cookie. The purpose stops reuse for another use under the same key; the signed expiry cannot be extended.
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
