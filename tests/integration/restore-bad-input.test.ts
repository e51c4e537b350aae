/** The restore command given a non-backup says so in one line, exits non-zero and opens no database. */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../support/server-process";

const buildDir = process.env.INTEGRATION_BUILD_DIR;

type Run = { code: number; stdout: string; stderr: string };

function restore(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(buildDir ?? "build", "node", "backup.js"), "restore", ...args],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe.skipIf(!buildDir)("npm run restore with a path that is not a backup file", () => {
  let work: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "northpeak-restore-input-"));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it("refuses a directory by name, and creates no database", async () => {
    const directory = path.join(work, "backups");
    await mkdir(directory);
    const dataDir = path.join(work, "data");
    const run = await restore([directory, "--force"], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.trim()).toBe(`restore: ${directory} is a directory, not a backup file`);
    expect(existsSync(dataDir)).toBe(false);
  });
});
