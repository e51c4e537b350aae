/** Backups (ADR 014, 029) through the real backup and restore commands, sealed or plain, PostgreSQL when set. */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync } from "node:fs";
import { connect } from "node:net";
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTACHMENT_CHUNK_BYTES } from "../../app/db/attachment-bytes.server";
import { backupKey } from "../../app/db/backup-key.server";
import { verifyBackup } from "../../app/db/backup.server";
import { migratedPglite } from "../../app/db/client.server";
import { byteaParsers, byteaSerializers } from "../../app/db/pglite-bytea.server";
import * as schema from "../../app/db/schema.server";
import { env } from "../../app/env.server";
import { type NewLead, storeLead } from "../../app/leads/intake/store.server";
import { tableRows } from "../support/backup-file";
import { ADMIN_TOKEN, postLead } from "../support/lead-client";
import { minimalDocx, minimalPdf, pdfOfSize } from "../support/lead-fixtures";
import type { OpenDatabase } from "../support/memory-database";
import { openPostgres } from "../support/postgres-database";
import { pgliteTemplate, type RunningServer, startServer } from "../support/server-process";
import { projectNode } from "../support/site-server.mjs";
import { newLead } from "../support/stored-lead";

const root = path.resolve(import.meta.dirname, "../..");
/** The tables compared before and after, file bytes included. */
const TABLES = {
  lead_submissions: "id",
  lead_attachments: "submission_id, position",
  lead_attachment_chunks: "submission_id, position, seq",
  mail_outbox: "id",
  app_secrets: "name",
  content_ids: "collection, numeric_id",
} as const;

type Run = { code: number; stdout: string; stderr: string };

const BACKUP_KEY = randomBytes(32).toString("hex");
const KEY_ID = backupKey(BACKUP_KEY)!.id;

/** The one line each command prints on stderr when BACKUP_KEY is not set. */
const unkeyedWarning = (command: "backup" | "restore") =>
  `${command}: warning: BACKUP_KEY is not set, so backups are neither encrypted nor authenticated: whoever can write a backup file can change the leads and secrets it restores. Set BACKUP_KEY (openssl rand -hex 32) where the server and these commands run\n`;

/**
 * The backup/restore command of the build in its own process with only the given settings (npm's scripts:
 * image.test); a new embedded database is copied from the servers' template, as initdb is slow.
 */
function backupCommand(
  script: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<Run> {
  const clean = { ...process.env };
  delete clean.DATABASE_URL;
  delete clean.DATA_DIR;
  delete clean.BACKUP_KEY;
  return new Promise((resolve) => {
    execFile(
      projectNode(),
      [path.join(process.env.INTEGRATION_BUILD_DIR ?? "build", "node", "backup.js"), script, ...args],
      {
        cwd: root,
        env: { ...clean, PGLITE_TEMPLATE_DIR: pgliteTemplate, ...env },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Stores `email`'s lead with a confirmation to send, its message more than ASCII on more than one line. */
const storeLeadIn = (db: OpenDatabase["db"], email: string, attachments: NewLead["attachments"]) =>
  storeLead(
    newLead({ fields: { email, message: "Line one\nline «two»", product: ["PRIZM Rates"] }, attachments }),
    db,
    { ...env(), MAIL_CONFIRMATION: true },
  );

async function openPglite(dataDir: string): Promise<OpenDatabase> {
  // A copy of the template when there is one: the same pristine database without initdb's seconds.
  if (existsSync(path.join(pgliteTemplate, "PG_VERSION")) && !existsSync(path.join(dataDir, "db")))
    cpSync(pgliteTemplate, path.join(dataDir, "db"), { recursive: true });
  await mkdir(path.join(dataDir, "db"), { recursive: true });
  const client = await PGlite.create(path.join(dataDir, "db"), {
    serializers: byteaSerializers,
    parsers: byteaParsers,
  });
  return { db: await migratedPglite(client), close: () => client.close() };
}

/** Every kept row of the database `opening` opens, as PostgreSQL's JSON; closed afterwards. */
async function snapshot(opening: Promise<OpenDatabase>) {
  const { db, close } = await opening;
  try {
    return await tableRows(db, TABLES);
  } finally {
    await close();
  }
}

describe.skipIf(Boolean(process.env.LEADS_ONLY_POSTGRES))(
  "backup and restore on the embedded database",
  () => {
    let work: string;
    let source: string;
    let target: string;
    let backupFile: string;
    let plainFile: string;
    let before: Awaited<ReturnType<typeof snapshot>>;

    beforeAll(async () => {
      work = await mkdtemp(path.join(tmpdir(), "northpeak-backup-"));
      source = path.join(work, "source");
      target = path.join(work, "target");
      const { db, close } = await openPglite(source);
      await storeLeadIn(db, "first@example.com", [
        // 2.0 MB in the summaries below: several pieces and a shorter last one.
        { originalName: "layout.pdf", kind: "pdf", bytes: pdfOfSize(2 * 1024 * 1024 + 12_345) },
        { originalName: "scope.docx", kind: "docx", bytes: minimalDocx("Scope") },
      ]);
      const small = minimalPdf("Second lead");
      await storeLeadIn(db, "second@example.com", [{ originalName: "rfp.pdf", kind: "pdf", bytes: small }]);
      await db.insert(schema.appSecrets).values({ name: "altcha_hmac", value: "generated-secret-value" });
      await db.insert(schema.contentIds).values([
        { collection: "blogs", numericId: 7, key: "f4poi207t5a4wjkb3ao2btx2" },
        { collection: "news", numericId: 3, key: "k2d9x0q1r8m5n7b3v6c4z1a9" },
      ]);
      await close();
      before = await snapshot(openPglite(source));
      // As the server leaves its DATA_DIR (an open one would be closed, with a warning on stderr).
      await chmod(source, 0o700);
    }, 120_000);

    afterAll(async () => {
      if (work) await rm(work, { recursive: true, force: true });
    });

    it("writes a timestamped file sealed with BACKUP_KEY under DATA_DIR/backups, for its owner alone, and a one-line summary", async () => {
      const run = await backupCommand("backup", [], { DATA_DIR: source, BACKUP_KEY });
      expect(run).toMatchObject({ code: 0, stderr: "" });
      const line = run.stdout.trim();
      expect(line.split("\n")).toHaveLength(1);
      expect(line).toMatch(
        /^backup: 2 leads, 3 attachments \(2\.0 MB\), 4 outbox rows, 1 secrets, 2 former content ids from PGlite /,
      );
      const match = line.match(
        /→ (\S+leads-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.jsonl\.gz\.enc) \([\d.]+ kB, encrypted, key id ([0-9a-f]{16})\) in /,
      );
      expect(match).not.toBeNull();
      backupFile = match![1]!;
      expect(match![2]).toBe(KEY_ID);
      expect(path.dirname(backupFile)).toBe(path.join(source, "backups"));
      expect((await stat(backupFile)).mode & 0o777).toBe(0o600);
      expect((await stat(path.dirname(backupFile))).mode & 0o777).toBe(0o700);
      expect(await readdir(path.dirname(backupFile))).toEqual([path.basename(backupFile)]);
    }, 60_000);

    it("without BACKUP_KEY writes a plain gzip backup, says plainly it is not protected, and with --keep-days deletes the folder's older backups", async () => {
      const old = path.join(source, "backups", "leads-2020-01-01T02-15-00Z.jsonl.gz");
      await writeFile(old, "an old backup");
      plainFile = path.join(source, "backups", "plain.jsonl.gz");
      const run = await backupCommand("backup", ["--out", plainFile, "--keep-days", "14"], {
        DATA_DIR: source,
      });
      expect(run.code).toBe(0);
      expect(run.stderr).toBe(unkeyedWarning("backup"));
      const [summary, kept, ...more] = run.stdout.trim().split("\n");
      expect(summary).toMatch(/^backup: 2 leads, .* \([\d.]+ kB, not encrypted\) in /);
      // The nightly retention: the old file goes, the backup written before this one stays.
      expect(kept).toBe("backup: kept 14 days; deleted leads-2020-01-01T02-15-00Z.jsonl.gz");
      expect(more).toEqual([]);
      expect(existsSync(old)).toBe(false);
      expect(existsSync(backupFile)).toBe(true);
      const [header] = gunzipSync(await readFile(plainFile))
        .toString("utf8")
        .split("\n");
      expect(JSON.parse(header!)).toMatchObject({
        format: "northpeak-leads-backup",
        version: 4,
        source: "pglite",
      });
    }, 60_000);

    it("refuses --keep-days that is not a whole number of days, and --allow-unkeyed, on a backup", async () => {
      const [fraction, misplaced] = await Promise.all([
        backupCommand("backup", ["--keep-days", "7.5"], { DATA_DIR: source }),
        backupCommand("backup", ["--allow-unkeyed"], { DATA_DIR: source }),
      ]);
      expect(fraction!.code).toBe(2);
      expect(fraction!.stderr).toBe(
        "backup: --keep-days takes a whole number of days (1 or more), with backup only\n",
      );
      expect(misplaced!.code).toBe(2);
      expect(misplaced!.stderr).toBe("backup: --allow-unkeyed is for restore only\n");
    }, 60_000);

    it("restores every row, attachment byte and generated secret into a fresh data directory", async () => {
      const run = await backupCommand("restore", [backupFile], { DATA_DIR: target, BACKUP_KEY });
      expect(run).toMatchObject({ code: 0, stderr: "" });
      expect(run.stdout.trim()).toMatch(
        /^restore: 2 leads, 3 attachments \(2\.0 MB\), 4 outbox rows, 1 secrets, 2 former content ids from \S+ \([\d.]+ kB, encrypted, key id [0-9a-f]{16}, schema /,
      );
      expect(await snapshot(openPglite(target))).toEqual(before);
    }, 120_000);

    it("refuses a database that already has leads unless --force, which replaces them; a plain file with a key set only with --allow-unkeyed", async () => {
      const refused = await backupCommand("restore", [backupFile], { DATA_DIR: target, BACKUP_KEY });
      expect(refused.code).not.toBe(0);
      expect(refused.stdout).toBe("");
      expect(refused.stderr.trim()).toBe(
        "restore: the database already has 2 lead(s): restore with --force to replace them with the backup's",
      );
      // Without --allow-unkeyed a plain file is refused while a key is set (app/db/backup.test.ts).
      const run = await backupCommand("restore", [plainFile, "--force", "--allow-unkeyed"], {
        DATA_DIR: target,
        BACKUP_KEY,
      });
      expect(run.code).toBe(0);
      expect(run.stderr).toBe(
        "restore: warning: the file is neither encrypted nor authenticated (made without BACKUP_KEY); restored it as --allow-unkeyed asks\n",
      );
      expect(run.stdout).toMatch(
        /^restore: 2 leads, .*\(\S+ kB, not encrypted, schema .*, replacing 2 leads in /,
      );
      expect(await snapshot(openPglite(target))).toEqual(before);
    }, 120_000);

    it("refuses a damaged or missing file or a folder before it opens any database, and restores nothing", async () => {
      // Each kind of damage is refused by verifyBackup (app/db/backup.test.ts, backup-envelope.test.ts).
      const flipped = await readFile(backupFile);
      flipped[Math.floor(flipped.byteLength / 2)]! ^= 0x01;
      await writeFile(path.join(work, "flipped.enc"), flipped);
      const empty = path.join(work, "empty-target");
      const cases: [string, string, RegExp | string][] = [
        // Against the database that has the leads: they stay as they were.
        [
          path.join(work, "flipped.enc"),
          target,
          /^restore: corrupt backup: piece 0 does not verify with BACKUP_KEY \(the file was altered, cut short or reordered\)$/,
        ],
        [path.join(work, "missing.jsonl.gz"), empty, /^restore: no such file: /],
        [work, empty, `restore: ${work} is a directory, not a backup file`],
      ];
      // The commands run side by side: none of them may open a database, so none can get in another's way.
      const runs = await Promise.all(
        cases.map(([file, dataDir]) =>
          backupCommand("restore", [file, "--force"], { DATA_DIR: dataDir, BACKUP_KEY }),
        ),
      );
      for (const [i, [file, , message]] of cases.entries()) {
        expect(runs[i]!.code, file).toBe(1);
        expect(runs[i]!.stdout).toBe("");
        if (typeof message === "string") expect(runs[i]!.stderr.trim()).toBe(message);
        else expect(runs[i]!.stderr.trim()).toMatch(message);
      }
      // Not even an empty database is created.
      expect(existsSync(empty)).toBe(false);
      expect(await snapshot(openPglite(target))).toEqual(before);
    }, 180_000);

    it("says so when the database cannot be reached, without printing the password", async () => {
      const run = await backupCommand("backup", ["--out", path.join(work, "none.jsonl.gz")], {
        DATA_DIR: source,
        DATABASE_URL: "postgres://backup_user:s3cret-pass@127.0.0.1:1/leads",
      });
      expect(run.code).not.toBe(0);
      expect(run.stderr.trim()).toMatch(
        /^backup: database unreachable \(PostgreSQL 127\.0\.0\.1:1\/leads\): /,
      );
      expect(run.stderr).not.toContain("s3cret-pass");
      expect(run.stdout).toBe("");
    }, 60_000);
  },
);

describe.skipIf(!process.env.INTEGRATION_BUILD_DIR || process.env.LEADS_ONLY_POSTGRES)(
  "backup while the server runs on the embedded database (the nightly cron job, as written)",
  () => {
    let work: string;
    let dataDir: string;
    let server: RunningServer;
    let sealed: string;
    beforeAll(async () => {
      work = await mkdtemp(path.join(tmpdir(), "northpeak-live-backup-"));
      dataDir = path.join(work, "data");
      server = await startServer({ DATA_DIR: dataDir, ADMIN_TOKEN, ALTCHA_COST: "10", BACKUP_KEY });
      expect((await postLead(server)).status).toBe(200);
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
      if (work) await rm(work, { recursive: true, force: true });
    });

    it("is taken by the running server through its socket, which only its user can open, sealed with its key", async () => {
      const socket = await stat(path.join(dataDir, "backup.sock"));
      expect(socket.isSocket()).toBe(true);
      expect(socket.mode & 0o777).toBe(0o600);
      const old = path.join(dataDir, "backups", "leads-2020-01-01T02-15-00Z.jsonl.gz");
      await mkdir(path.dirname(old), { recursive: true });
      await writeFile(old, "an old backup");

      const run = await backupCommand("backup", ["--keep-days", "14"], { DATA_DIR: dataDir, BACKUP_KEY });
      expect(run).toMatchObject({ code: 0, stderr: "" });
      const [summary, kept] = run.stdout.trim().split("\n");
      expect(summary).toMatch(
        new RegExp(
          `^backup: 1 leads, 0 attachments .* from PGlite \\S+, by the running server \\(schema .*\\.jsonl\\.gz\\.enc \\([\\d.]+ kB, encrypted, key id ${KEY_ID}\\) in `,
        ),
      );
      expect(kept).toBe("backup: kept 14 days; deleted leads-2020-01-01T02-15-00Z.jsonl.gz");
      sealed = /→ (\S+) /.exec(summary ?? "")?.[1] ?? "";
      expect((await stat(sealed)).mode & 0o777).toBe(0o600);
      const { header } = await verifyBackup(sealed, { key: backupKey(BACKUP_KEY) });
      expect(header.source).toBe("pglite");
      // The site went on answering.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    }, 60_000);

    it("answers a request it cannot take with a clear error on its socket, and writes nothing", async () => {
      const ask = (request: string) =>
        new Promise<string>((resolve) => {
          let text = "";
          const socket = connect(path.join(dataDir, "backup.sock"));
          socket.setEncoding("utf8");
          socket.on("data", (chunk: string) => (text += chunk));
          socket.on("close", () => resolve(text));
          socket.on("error", () => resolve(text));
          socket.end(request);
        });
      const before = await readdir(path.join(dataDir, "backups"));
      const existing = path.join(dataDir, "backups", before[0] ?? "none");
      const file = path.join(work, "x.jsonl.gz");
      for (const [request, error] of [
        ["not json\n", "the request is not JSON"],
        ['{"file":"relative.jsonl.gz"}\n', "file must be an absolute path"],
        [`${JSON.stringify({ file: existing })}\n`, `${existing} already exists`],
        [`${JSON.stringify({ file, keepDays: 0 })}\n`, "keepDays must be a whole number of days, 1 or more"],
        [`${"x".repeat(9000)}\n`, "the request is too long"],
        [
          `${JSON.stringify({ file, keyId: "not-an-id" })}\n`,
          "keyId must be a key id (16 hex characters) or null",
        ],
      ] as const)
        expect(JSON.parse(await ask(request)), request.slice(0, 40)).toEqual({ ok: false, error });
      expect(await readdir(path.join(dataDir, "backups"))).toEqual(before);
      expect(existsSync(file)).toBe(false);
    }, 60_000);

    it("refuses a command whose BACKUP_KEY is not the server's, and writes nothing", async () => {
      const file = path.join(work, "unkeyed.jsonl.gz");
      const run = await backupCommand("backup", ["--out", file], { DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        `backup: the running server could not write the backup: the running server has BACKUP_KEY id ${KEY_ID} and this command has no BACKUP_KEY: give both the same BACKUP_KEY (and restart the server after changing it)\n`,
      );
      expect(existsSync(file)).toBe(false);
    }, 60_000);

    it("refuses a restore while the server runs; the socket goes with the server, and its backup restores whole", async () => {
      const run = await backupCommand("restore", [sealed, "--force"], { DATA_DIR: dataDir, BACKUP_KEY });
      expect(run.code).not.toBe(0);
      expect(run.stderr).toMatch(/is open in process \d+ \(a running server\?\)/);
      await server.stop();
      expect(existsSync(path.join(dataDir, "backup.sock"))).toBe(false);
      const restoredDir = path.join(work, "restored");
      const restored = await backupCommand("restore", [sealed], { DATA_DIR: restoredDir, BACKUP_KEY });
      expect(restored.stderr).toBe("");
      const [copy, original] = [await snapshot(openPglite(restoredDir)), await snapshot(openPglite(dataDir))];
      // The outbox may have been worked on since the backup; the lead and the generated secrets not.
      expect(copy.lead_submissions).toEqual(original.lead_submissions);
      expect(copy.app_secrets).toEqual(original.app_secrets);
    }, 120_000);
  },
);

const postgresUrl = process.env.DATABASE_URL;
if (!postgresUrl)
  console.info("backup on PostgreSQL: skipped (set DATABASE_URL, as .ci/run does, to run it)");

describe.skipIf(!postgresUrl)("backup and restore across PostgreSQL and the embedded database", () => {
  let work: string;
  let before: Awaited<ReturnType<typeof snapshot>>;
  const big = new Uint8Array(ATTACHMENT_CHUNK_BYTES + 777).map((_, i) => (i * 7919) % 251);

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "northpeak-backup-pg-"));
    const { db, close } = await openPostgres(postgresUrl!);
    await storeLeadIn(db, "pg-one@example.com", [
      { originalName: "a.pdf", kind: "pdf", bytes: pdfOfSize(5000) },
    ]);
    await storeLeadIn(db, "pg-two@example.com", [{ originalName: "big.pdf", kind: "pdf", bytes: big }]);
    await db.insert(schema.appSecrets).values({ name: "altcha_hmac", value: "pg-secret" });
    await close();
    before = await snapshot(openPostgres(postgresUrl!, { reset: false }));
  }, 120_000);

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("backs up PostgreSQL, restores into PGlite, and that PGlite's backup back into an empty PostgreSQL", async () => {
    const fromPg = path.join(work, "from-pg.jsonl.gz");
    const backup = await backupCommand("backup", ["--out", fromPg], {
      DATA_DIR: work,
      DATABASE_URL: postgresUrl!,
      BACKUP_KEY,
    });
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(/^backup: 2 leads, 2 attachments .* from PostgreSQL /);
    // The password here may equal the role's and database's names (.ci/postgres.sh): no user info at all.
    const { username, password } = new URL(postgresUrl!);
    expect(backup.stdout).not.toContain(`${username}:${password}`);

    const embedded = path.join(work, "embedded");
    const restored = await backupCommand("restore", [fromPg], { DATA_DIR: embedded, BACKUP_KEY });
    expect(restored.stderr).toBe("");
    expect(await snapshot(openPglite(embedded))).toEqual(before);

    const fromPglite = path.join(work, "from-pglite.jsonl.gz");
    expect(
      (await backupCommand("backup", ["--out", fromPglite], { DATA_DIR: embedded, BACKUP_KEY })).stderr,
    ).toBe("");
    // Emptied (the schema made again) for the way back.
    await (await openPostgres(postgresUrl!)).close();
    const back = await backupCommand("restore", [fromPglite], {
      DATA_DIR: work,
      DATABASE_URL: postgresUrl!,
      BACKUP_KEY,
    });
    expect(back.stderr).toBe("");
    expect(back.stdout).toMatch(/^restore: 2 leads, 2 attachments .* into PostgreSQL /);
    expect(await snapshot(openPostgres(postgresUrl!, { reset: false }))).toEqual(before);
  }, 180_000);
});
