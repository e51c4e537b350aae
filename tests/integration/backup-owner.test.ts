/** Backup and restore run by another user than DATA_DIR's owner refuse, naming the owner, and change nothing. */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, chown, cp, lstat, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteTemplate, repoRoot } from "../support/server-process";

const buildDir = process.env.INTEGRATION_BUILD_DIR;
/** The account Debian calls nobody: any user but the one running the tests (root) will do. */
const OTHER = { uid: 65534, gid: 65534 };
const runsAsRoot = process.getuid?.() === 0;

type Run = { code: number; stdout: string; stderr: string };

function command(args: string[], env: Record<string, string>, user?: typeof OTHER): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(buildDir ?? "build", "node", "backup.js"), ...args],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env }, ...user },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Every path under `dir`, itself included, whose owner is not `uid`. */
async function ownedByOthers(dir: string, uid: number): Promise<string[]> {
  const entries = [dir, ...(await readdir(dir, { recursive: true })).map((name) => path.join(dir, name))];
  const others: string[] = [];
  for (const entry of entries) if ((await lstat(entry)).uid !== uid) others.push(entry);
  return others;
}

describe.skipIf(!buildDir || !runsAsRoot)("backup and restore in a DATA_DIR of another user", () => {
  let work: string;
  let dataDir: string;
  let file: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "northpeak-backup-owner-"));
    dataDir = path.join(work, "data");
    file = path.join(work, "leads.jsonl.gz");
    await mkdir(dataDir, { mode: 0o700 });
    // A database as the server makes it: a copy of the migrated template (initdb is not run again).
    await cp(pgliteTemplate, path.join(dataDir, "db"), { recursive: true });
    const first = await command(["backup", "--out", file], { DATA_DIR: dataDir });
    expect(first.code, first.stderr).toBe(0);
    // Now the server's user owns it all, as systemd's StateDirectory= leaves it.
    for (const entry of [dataDir, ...(await readdir(dataDir, { recursive: true }))])
      await chown(path.resolve(dataDir, entry), OTHER.uid, OTHER.gid);
  }, 120_000);

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("refuses a restore by root, names the owner to run it as, and leaves the database alone", async () => {
    const run = await command(["restore", file, "--force"], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.split("\n").at(-2)).toBe(
      `restore: ${dataDir} belongs to nobody, not to root: run the command as nobody, the server's user (for example \`runuser -u nobody -- npm run …\`), so that the server can still read what it writes there`,
    );
    expect(await ownedByOthers(dataDir, OTHER.uid)).toEqual([]);
  }, 60_000);

  it("refuses a backup by root that would open the database itself, and writes nothing", async () => {
    const out = path.join(work, "by-root.jsonl.gz");
    const run = await command(["backup", "--out", out], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `backup: ${dataDir} belongs to nobody, not to root: run the command as nobody`,
    );
    expect(existsSync(out)).toBe(false);
    expect(await ownedByOthers(dataDir, OTHER.uid)).toEqual([]);
  }, 60_000);

  it("names a backup file the user cannot reach as unreachable, not as missing", async () => {
    await chmod(work, 0o711);
    const hidden = path.join(work, "root-only");
    await mkdir(hidden, { mode: 0o700 });
    const run = await command(
      ["restore", path.join(hidden, "leads.jsonl.gz"), "--force"],
      { DATA_DIR: dataDir },
      OTHER,
    );
    expect(run.code).toBe(1);
    expect(run.stderr.split("\n").at(-2)).toBe(
      `restore: ${path.join(hidden, "leads.jsonl.gz")} cannot be reached by nobody (EACCES): run the command as a user that can read it`,
    );
  }, 60_000);
});
