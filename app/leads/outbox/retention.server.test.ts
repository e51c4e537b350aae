import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  captchaUsed,
  leadSubmissions,
  rateLimitHits,
  staffAuditEvents,
  staffSessions,
} from "~/db/schema.server";
import { memoryDatabase } from "../../../tests/support/memory-database";
import { deleteOldMailFiles, purgeExpired } from "./retention.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const database = memoryDatabase();
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mail-drop-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function fileAged(name: string, days: number, now: number) {
  const file = path.join(dir, name);
  await writeFile(file, "Subject: lead\r\n\r\nbody");
  const when = new Date(now - days * DAY_MS);
  await utimes(file, when, when);
}

describe("deleteOldMailFiles", () => {
  it("deletes the messages (and left-over halves) older than the retention age, and nothing else", async () => {
    const now = Date.now();
    await fileAged("old-lead.eml", 31, now);
    await fileAged("old-half.eml.tmp", 40, now);
    await fileAged("young-lead.eml", 29, now);
    await fileAged("old-notes.txt", 400, now);
    await mkdir(path.join(dir, "old-folder.eml"));
    expect(await deleteOldMailFiles(dir, 30, now)).toBe(2);
    expect((await readdir(dir)).sort()).toEqual(["old-folder.eml", "old-notes.txt", "young-lead.eml"]);
  });

  it("finds nothing to delete when no message was ever written", async () => {
    expect(await deleteOldMailFiles(path.join(dir, "mail"), 30)).toBe(0);
  });
});

describe("purgeExpired", () => {
  it("deletes old leads and audit events and expired captcha, rate-limit and session rows, and nothing else", async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
    const lead = { formId: "contact", variant: "contact", captchaProvider: "altcha" };
    await database()
      .insert(leadSubmissions)
      .values([
        { ...lead, id: randomUUID(), createdAt: daysAgo(31) },
        { ...lead, id: randomUUID(), createdAt: daysAgo(29) },
      ]);
    await database()
      .insert(staffAuditEvents)
      .values([
        { kind: "sign-in", via: "page", clientIp: "192.0.2.60", at: daysAgo(91) },
        { kind: "sign-in", via: "page", clientIp: "192.0.2.61", at: daysAgo(89) },
      ]);
    for (const expiresAt of [daysAgo(1), daysAgo(-1)]) {
      const key = randomUUID();
      await database().insert(captchaUsed).values({ key, expiresAt });
      await database()
        .insert(rateLimitHits)
        .values({ bucket: "test", key, hits: [1], expiresAt });
      await database().insert(staffSessions).values({ idHash: key, expiresAt });
    }
    const settings = { LEADS_RETENTION_DAYS: 30, AUDIT_RETENTION_DAYS: 90, DATA_DIR: dir };
    const once = { leads: 1, mailFiles: 0, captchas: 1, rateLimits: 1, staffSessions: 1, auditEvents: 1 };
    expect(await purgeExpired(database(), settings)).toEqual(once);
    expect(Object.values(await purgeExpired(database(), settings))).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
