import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultBackupName, pruneBackups } from "./backup.server";

describe("pruneBackups", () => {
  let dir: string;
  const now = new Date();
  const daysAgo = (days: number) => defaultBackupName(new Date(now.getTime() - days * 86_400_000));

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "northpeak-prune-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("deletes backups, sealed (`.enc`) or not, older than the days kept, by the time in their names, and nothing else", async () => {
    const kept = [daysAgo(0), daysAgo(3), "leads-notes.txt", "other.jsonl.gz", `${daysAgo(20)}.enc.bak`];
    const stale = [daysAgo(14.5), daysAgo(30), `${daysAgo(20)}.enc`];
    for (const name of [...kept, ...stale]) await writeFile(path.join(dir, name), "x");
    expect(await pruneBackups(dir, 14, path.join(dir, daysAgo(0)))).toEqual(stale.sort());
    expect((await readdir(dir)).sort()).toEqual(kept.sort());
  });

  it("never deletes the backup just written, nor the last one left", async () => {
    await writeFile(path.join(dir, daysAgo(40)), "x");
    await writeFile(path.join(dir, daysAgo(20)), "x");
    // A clock set wrong makes the new file look old: it stays.
    expect(await pruneBackups(dir, 14, path.join(dir, daysAgo(20)))).toEqual([daysAgo(40)]);
    // Every file stale and none of them the one just written (it went elsewhere): all stay.
    expect(await pruneBackups(dir, 14, "/elsewhere/leads.jsonl.gz")).toEqual([]);
    expect(await readdir(dir)).toEqual([daysAgo(20)]);
  });
});
