/** DATA_DIR is closed to group and others under umask 022; at start-up an older open DATA_DIR is closed and old mail deleted. */
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { postLead } from "../support/lead-client";
import { startServer, QUICK_CAPTCHA } from "../support/server-process";

/** Every entry under `dir` (itself included) whose mode has a group or other bit, with that mode. */
async function openEntries(dir: string): Promise<string[]> {
  const stats = await lstat(dir);
  const own =
    stats.mode & 0o077 && !stats.isSymbolicLink() ? [`${(stats.mode & 0o777).toString(8)} ${dir}`] : [];
  if (!stats.isDirectory()) return own;
  const below = await Promise.all((await readdir(dir)).map((entry) => openEntries(path.join(dir, entry))));
  return [...own, ...below.flat()];
}

const modeOf = async (file: string) => (await lstat(file)).mode & 0o777;

describe("DATA_DIR is its server's user's alone", () => {
  let dataDir = "";
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  // A new DATA_DIR is made 0700 quietly: app/lib/private-dir.server.test.ts.
  it("an older install's open DATA_DIR is closed to 0700 at start-up, with a warning, its mail drop kept LEADS_RETENTION_DAYS, and what the server writes (database, a lead's mail) open to no group or other", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "northpeak-private-"));
    await chmod(dataDir, 0o755);
    const mailDrop = path.join(dataDir, "mail");
    await mkdir(mailDrop);
    for (const name of ["old-lead.eml", "young-lead.eml"]) {
      await writeFile(path.join(mailDrop, name), "Subject: a lead from before\n");
      await chmod(path.join(mailDrop, name), 0o644);
    }
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    await utimes(path.join(mailDrop, "old-lead.eml"), threeDaysAgo, threeDaysAgo);

    // The retention job runs as the server starts.
    const server = await startServer({ DATA_DIR: dataDir, LEADS_RETENTION_DAYS: "2", ...QUICK_CAPTCHA });
    try {
      expect((await postLead(server)).status).toBe(200);
      // The old message deleted, the young one kept, and the lead's e-mail beside it.
      await vi.waitFor(
        async () => {
          const names = (await readdir(mailDrop)).filter((name) => name.endsWith(".eml"));
          expect(names).not.toContain("old-lead.eml");
          expect(names).toContain("young-lead.eml");
          expect(names).toHaveLength(2);
        },
        { timeout: 30_000, interval: 200 },
      );
    } finally {
      await server.stop();
    }
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(server.output()).toContain(`DATA_DIR ${dataDir} was 0755, open to other users: closed it to 0700`);
    expect(await readdir(path.join(dataDir, "db"))).toContain("PG_VERSION");
    // What the older version left open stays so (no other user can reach it now); nothing the server wrote is.
    expect((await openEntries(dataDir)).sort()).toEqual([
      `644 ${path.join(mailDrop, "young-lead.eml")}`,
      `755 ${mailDrop}`,
    ]);
  }, 120_000);
});
