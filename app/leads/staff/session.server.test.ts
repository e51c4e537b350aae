import { describe, expect, it } from "vitest";
import { staffSessions } from "~/db/schema.server";
import { memoryDatabase } from "../../../tests/support/memory-database";
import { staffSessionCookie, staffSessionStorage } from "./session.server";

const database = memoryDatabase();
const keys = {
  secret: "generated-secret-kept-in-app-secrets",
  adminToken: "admin-token-of-at-least-24-chars",
};
const storage = (given = keys, secure = false) => staffSessionStorage(database(), given, secure);
const inHours = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000);

/** Signs in: a new session, its Set-Cookie header and the Cookie header that sends it back. */
async function signIn(options?: { expires: Date }) {
  const setCookie = await storage().commitSession(await storage().getSession(), options);
  return { setCookie, cookie: setCookie.split(";")[0]! };
}
const isOpen = async (cookie: string, given = keys) => (await storage(given).getSession(cookie)).has("open");

describe("staff sessions", () => {
  it("sets an HttpOnly, SameSite=Strict cookie on the staff path for eight hours, Secure over https", async () => {
    const { setCookie } = await signIn();
    expect(setCookie).toMatch(
      /^staff_session=[^;]+; Max-Age=28800; Path=\/staff; HttpOnly; SameSite=Strict$/,
    );
    const secure = await storage(keys, true).commitSession(await storage().getSession());
    expect(secure).toMatch(/^__Secure-staff_session=[^;]+; .*; HttpOnly; Secure; SameSite=Strict$/);
    expect(await staffSessionCookie(false).serialize("", { maxAge: 0 })).toBe(
      "staff_session=; Max-Age=0; Path=/staff; HttpOnly; SameSite=Strict",
    );
  });

  it("keeps only the hash of a session's id in the database", async () => {
    const { cookie } = await signIn();
    const id = await staffSessionCookie(false, keys).parse(cookie);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hashes = (await database().select().from(staffSessions)).map((row) => row.idHash);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    expect(hashes).not.toContain(id);
  });

  it("refuses an expired session and a cookie signed with another secret or for another admin token", async () => {
    expect(await isOpen((await signIn({ expires: inHours(-1) })).cookie)).toBe(false);
    const { cookie } = await signIn();
    expect(await isOpen(cookie, { ...keys, secret: "another-secret" })).toBe(false);
    expect(await isOpen(cookie, { ...keys, adminToken: "a-rotated-admin-token-000000" })).toBe(false);
  });

  it("refuses junk, forged values and cookies that are not a signed id", async () => {
    const { cookie } = await signIn();
    const [value, mac] = cookie.split(".");
    for (const forged of [
      "staff_session=junk",
      `${value}.${mac!.startsWith("A") ? "B" : "A"}${mac!.slice(1)}`,
      `staff_session=v2.${"A".repeat(43)}.99999999999999.${"A".repeat(43)}`,
    ]) {
      expect(await isOpen(forged)).toBe(false);
    }
  });
});
