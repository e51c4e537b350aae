import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deleteOldMailFiles } from "./retention.server";

const DAY_MS = 24 * 60 * 60 * 1000;
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
