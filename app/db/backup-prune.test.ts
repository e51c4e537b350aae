import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultBackupName, pruneBackups } from "./backup.server";

describe("pruneBackups", () => {
  let dir: string;
  const now = new Date("2026-11-26T02:15:00Z");
  const daysAgo = (days: number) => defaultBackupName(new Date(now.getTime() - days * 86_400_000));

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "northpeak-prune-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("deletes backups older than the days kept, by the time in their names, and nothing else", async () => {
    const names = [daysAgo(0), daysAgo(3), daysAgo(14.5), daysAgo(30), "leads-notes.txt", "other.jsonl.gz"];
    for (const name of names) await writeFile(path.join(dir, name), "x");
    const deleted = await pruneBackups(dir, 14, path.join(dir, daysAgo(0)), now);
    expect(deleted).toEqual([daysAgo(30), daysAgo(14.5)].sort());
    expect((await readdir(dir)).sort()).toEqual(
      [daysAgo(0), daysAgo(3), "leads-notes.txt", "other.jsonl.gz"].sort(),
    );
  });

  it("judges sealed backups (`.enc`) by their names the same way", async () => {
    const sealed = (days: number) => `${daysAgo(days)}.enc`;
    for (const name of [sealed(0), sealed(20), daysAgo(20), `${daysAgo(20)}.enc.bak`])
      await writeFile(path.join(dir, name), "x");
    const deleted = await pruneBackups(dir, 14, path.join(dir, sealed(0)), now);
    expect(deleted).toEqual([daysAgo(20), sealed(20)].sort());
    expect((await readdir(dir)).sort()).toEqual([sealed(0), `${daysAgo(20)}.enc.bak`].sort());
  });

  it("never deletes the backup just written, nor the last one left", async () => {
    await writeFile(path.join(dir, daysAgo(40)), "x");
    await writeFile(path.join(dir, daysAgo(20)), "x");
    // A clock set wrong makes the new file look old: it stays.
    expect(await pruneBackups(dir, 14, path.join(dir, daysAgo(20)), now)).toEqual([daysAgo(40)]);
    // Every file stale and none of them the one just written (it went elsewhere): all stay.
    expect(await pruneBackups(dir, 14, "/elsewhere/leads.jsonl.gz", now)).toEqual([]);
    expect(await readdir(dir)).toEqual([daysAgo(20)]);
  });
});
