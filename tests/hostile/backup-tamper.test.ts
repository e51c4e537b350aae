/** A tampered backup (checksum recomputed) is refused when BACKUP_KEY seals backups; without a key it restores. */
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, listLeads, postLead, validContact } from "../support/lead-client";
import { type RunningServer, repoRoot, startServer } from "../support/server-process";

const buildDir = process.env.INTEGRATION_BUILD_DIR;
const BACKUP_KEY = randomBytes(32).toString("hex");
const FORGED_SECRET = "the-attackers-own-captcha-secret-0123456789";

type Run = { code: number; stdout: string; stderr: string };

/** The operator's command from the build (`node build/node/backup.js …`), with only these settings. */
function command(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(buildDir ?? "build", "node", "backup.js"), ...args],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The leads' addresses and the generated secrets of a stopped server's embedded database. */
async function stored(dataDir: string) {
  const client = await PGlite.create(path.join(dataDir, "db"));
  try {
    const leads = await client.query<{ email: string }>("select email from lead_submissions order by email");
    const secrets = await client.query<{ name: string; value: string }>(
      "select name, value from app_secrets order by name",
    );
    return { emails: leads.rows.map((r) => r.email), secrets: secrets.rows };
  } finally {
    await client.close();
  }
}

/** A plain backup rewritten as an attacker would: another address, their captcha secret, checksum redone. */
function forge(plain: Buffer): Buffer {
  const lines = gunzipSync(plain).toString("utf8").trimEnd().split("\n");
  const body = lines
    .slice(0, -1)
    .map((line) => {
      const entry = JSON.parse(line);
      if (entry.table === "lead_submissions") entry.row.email = "attacker@evil.example";
      if (entry.table === "app_secrets" && entry.row.name === "altcha_hmac") entry.row.value = FORGED_SECRET;
      return `${JSON.stringify(entry)}\n`;
    })
    .join("");
  const end = JSON.parse(lines.at(-1)!);
  end.end.sha256 = createHash("sha256").update(body).digest("hex");
  return gzipSync(`${body}${JSON.stringify(end)}\n`);
}

describe.skipIf(!buildDir)("a backup file changed by whoever can write it", () => {
  let work: string;
  let dataDir: string;
  let server: RunningServer | undefined;
  let sealed: string;
  let original: Awaited<ReturnType<typeof stored>>;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "northpeak-backup-tamper-"));
    dataDir = path.join(work, "data");
    // No ALTCHA_HMAC_SECRET: the server generates the captcha secret and keeps it in the database.
    server = await startServer({ DATA_DIR: dataDir, ADMIN_TOKEN, ALTCHA_COST: "10", BACKUP_KEY });
    expect((await postLead(server.url, { form: "contact", fields: validContact })).status).toBe(200);
    // The nightly job, written by the running server with its key.
    sealed = path.join(work, "nightly.jsonl.gz.enc");
    const nightly = await command(["backup", "--out", sealed], { DATA_DIR: dataDir, BACKUP_KEY });
    expect(nightly.stderr).toBe("");
    expect(nightly.stdout).toMatch(/by the running server .*encrypted, key id [0-9a-f]{16}\) in /);
    await server.stop();
    server = undefined;
    original = await stored(dataDir);
    expect(original.emails).toEqual([validContact.email]);
    expect(original.secrets.map((s) => s.name)).toContain("altcha_hmac");
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("refuses a forged plain file in its place while the key is set, and restores nothing", async () => {
    const plain = path.join(work, "plain.jsonl.gz");
    expect((await command(["backup", "--out", plain], { DATA_DIR: dataDir })).code).toBe(0);
    const forged = path.join(work, "forged.jsonl.gz.enc");
    await writeFile(forged, forge(await readFile(plain)));
    const run = await command(["restore", forged, "--force"], { DATA_DIR: dataDir, BACKUP_KEY });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^restore: the backup is neither encrypted nor authenticated/);
    expect(await stored(dataDir)).toEqual(original);

    // Without a key the same forgery restores: the warning on every run says that it can.
    const unkeyed = await command(["restore", forged, "--force"], { DATA_DIR: path.join(work, "unkeyed") });
    expect(unkeyed.code).toBe(0);
    expect(unkeyed.stderr).toMatch(
      /^restore: warning: BACKUP_KEY is not set, so backups are neither encrypted nor authenticated/,
    );
    const taken = await stored(path.join(work, "unkeyed"));
    expect(taken.emails).toEqual(["attacker@evil.example"]);
    expect(taken.secrets).toContainEqual({ name: "altcha_hmac", value: FORGED_SECRET });
  }, 60_000);

  it("restores the sealed file whole: the lead, and the same generated captcha secret, served again", async () => {
    const restoredDir = path.join(work, "restored");
    const run = await command(["restore", sealed], { DATA_DIR: restoredDir, BACKUP_KEY });
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(/^restore: 1 leads, .*encrypted, key id [0-9a-f]{16}, schema /);
    expect(await stored(restoredDir)).toEqual(original);
    server = await startServer({ DATA_DIR: restoredDir, ADMIN_TOKEN, ALTCHA_COST: "10", BACKUP_KEY });
    expect((await listLeads(server.url)).map((lead) => lead.email)).toEqual([validContact.email]);
  }, 120_000);
});
