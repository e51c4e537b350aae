import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decodeBackupKey } from "~/settings/backup-key-format.server";
import { backupKey } from "./backup-key.server";

describe("BACKUP_KEY", () => {
  const bytes = randomBytes(32);

  it("takes 32 random bytes as 64 hex characters or as base64, and names the same key alike, showing nothing of it", () => {
    expect(decodeBackupKey(bytes.toString("hex"))).toEqual(bytes);
    expect(decodeBackupKey(bytes.toString("hex").toUpperCase())).toEqual(bytes);
    expect(decodeBackupKey(bytes.toString("base64"))).toEqual(bytes);
    expect(backupKey(bytes.toString("hex"))?.id).toBe(backupKey(bytes.toString("base64"))?.id);
    expect(backupKey(bytes.toString("hex"))?.id).toMatch(/^[0-9a-f]{16}$/);
    expect(backupKey(randomBytes(32).toString("hex"))?.id).not.toBe(backupKey(bytes.toString("hex"))?.id);
    expect(backupKey(undefined)).toBeUndefined();
    // A one-way fingerprint: the id shows nothing of the key.
    expect(bytes.toString("hex")).not.toContain(backupKey(bytes.toString("hex"))!.id);
  });

  it("refuses other lengths, passphrases and typed patterns", () => {
    for (const value of [
      randomBytes(31).toString("hex"),
      randomBytes(24).toString("base64"),
      "correct horse battery staple correct horse battery staple 1234",
      "0".repeat(64),
      "0123456789abcdef".repeat(4),
    ])
      expect(decodeBackupKey(value), value).toBeUndefined();
  });
});
