import { describe, expect, it } from "vitest";
import { cookieValue } from "~/lib/signed-token.server";
import {
  newSessionId,
  STAFF_SESSION_TTL_MS,
  sessionIdHash,
  sessionCookieHeader,
  sessionCookieName,
  signSession,
  verifySession,
} from "./session-token.server";

const keys = {
  secret: "generated-secret-kept-in-app-secrets",
  adminToken: "admin-token-of-at-least-24-chars",
};
const now = Date.parse("2026-03-01T09:00:00Z");

describe("staff session cookie", () => {
  const id = newSessionId();

  it("verifies a value it signed until it expires, eight hours later, and names its session", () => {
    const value = signSession(keys, id, now);
    expect(value).toMatch(/^v2\.[A-Za-z0-9_-]{43}\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verifySession(keys, value, now)).toEqual({
      valid: true,
      expiresAt: now + STAFF_SESSION_TTL_MS,
      sessionId: id,
    });
    expect(verifySession(keys, value, now + STAFF_SESSION_TTL_MS - 1).valid).toBe(true);
    expect(verifySession(keys, value, now + STAFF_SESSION_TTL_MS)).toEqual({
      valid: false,
      reason: "expired",
    });
  });

  it("makes a new random id each time, and keeps only its hash for the database", () => {
    const other = newSessionId();
    expect(other).not.toBe(id);
    expect(sessionIdHash(id)).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionIdHash(id)).not.toContain(id);
    expect(sessionIdHash(id)).toBe(sessionIdHash(id));
  });

  it("refuses a value whose expiry, signature or session id was changed", () => {
    const value = signSession(keys, id, now);
    const [version, sessionId, expires, mac] = value.split(".");
    const later = `${version}.${sessionId}.${Number(expires) + 60 * 60 * 1000}.${mac}`;
    expect(verifySession(keys, later, now)).toEqual({ valid: false, reason: "signature" });
    const flipped = `${version}.${sessionId}.${expires}.${mac!.slice(0, -2)}${mac!.endsWith("AA") ? "BA" : "AA"}`;
    expect(verifySession(keys, flipped, now)).toEqual({ valid: false, reason: "signature" });
    const moved = `${version}.${newSessionId()}.${expires}.${mac}`;
    expect(verifySession(keys, moved, now)).toEqual({ valid: false, reason: "signature" });
  });

  it("refuses a value signed with another secret or for another admin token", () => {
    const value = signSession(keys, id, now);
    expect(verifySession({ ...keys, secret: "another-secret" }, value, now).valid).toBe(false);
    expect(verifySession({ ...keys, adminToken: "a-rotated-admin-token-000000" }, value, now).valid).toBe(
      false,
    );
  });

  it("refuses malformed values, the former stateless cookies and expiries we never issue", () => {
    const mac = "A".repeat(43);
    for (const value of [
      undefined,
      null,
      "",
      "v2..",
      `v2.${id}`,
      `v2.short.${now}.${mac}`,
      `v1.${now}.${mac}`,
    ]) {
      expect(verifySession(keys, value, now)).toEqual({ valid: false, reason: "malformed" });
    }
    // Correctly signed, but a day long: longer than any session we hand out.
    const tooLong = signSession(keys, id, now, 24 * 60 * 60 * 1000);
    expect(verifySession(keys, tooLong, now)).toEqual({ valid: false, reason: "expired" });
  });

  it("sets an HttpOnly, SameSite=Strict cookie on the staff path, Secure over https", () => {
    expect(sessionCookieHeader("v", 28_800, false)).toBe(
      "staff_session=v; Path=/staff; Max-Age=28800; HttpOnly; SameSite=Strict",
    );
    expect(sessionCookieHeader("v", 28_800, true)).toBe(
      "__Secure-staff_session=v; Path=/staff; Max-Age=28800; HttpOnly; SameSite=Strict; Secure",
    );
    expect(sessionCookieHeader("", 0, false)).toContain("Max-Age=0");
  });

  it("reads its cookie among others", () => {
    const header = `theme=dark; ${sessionCookieName(false)}=v1.1.abc; other=x=y`;
    expect(cookieValue(header, "staff_session")).toBe("v1.1.abc");
    expect(cookieValue(header, "other")).toBe("x=y");
    expect(cookieValue(header, "missing")).toBeUndefined();
    expect(cookieValue(null, "staff_session")).toBeUndefined();
  });
});
