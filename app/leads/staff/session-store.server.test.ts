import { describe, expect, it } from "vitest";
import { memoryDatabase } from "../../../tests/support/memory-database";
import { newSessionId, sessionIdHash } from "./session-token.server";
import {
  deleteAllSessions,
  deleteExpiredSessions,
  deleteSession,
  sessionIsOpen,
  storeSession,
} from "./session-store.server";

const database = memoryDatabase();
const now = new Date("2026-03-01T09:00:00Z");
const inHours = (hours: number) => new Date(now.getTime() + hours * 60 * 60 * 1000);
const newHash = () => sessionIdHash(newSessionId());

describe("staff session rows", () => {
  it("keeps a session open until it is deleted or expires", async () => {
    const hash = newHash();
    expect(await sessionIsOpen(database(), hash, now)).toBe(false);
    await storeSession(database(), hash, inHours(8));
    expect(await sessionIsOpen(database(), hash, now)).toBe(true);
    expect(await sessionIsOpen(database(), hash, inHours(8))).toBe(false);
    await deleteSession(database(), hash);
    expect(await sessionIsOpen(database(), hash, now)).toBe(false);
  });

  it("ends every session at once", async () => {
    const hashes = [newHash(), newHash(), newHash()];
    for (const hash of hashes) await storeSession(database(), hash, inHours(8));
    expect(await deleteAllSessions(database())).toBeGreaterThanOrEqual(3);
    for (const hash of hashes) expect(await sessionIsOpen(database(), hash, now)).toBe(false);
  });

  it("lets the retention job delete only the expired rows", async () => {
    const expired = newHash();
    const open = newHash();
    await storeSession(database(), expired, inHours(-1));
    await storeSession(database(), open, inHours(1));
    expect(await deleteExpiredSessions(database(), now)).toBe(1);
    expect(await sessionIsOpen(database(), open, now)).toBe(true);
  });
});
