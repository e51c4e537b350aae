/** Backups (ADR 014, 029) through the real backup and restore commands, sealed or plain, PostgreSQL when set. */
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync } from "node:fs";
import { connect } from "node:net";
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTACHMENT_CHUNK_BYTES } from "../../app/db/attachment-bytes.server";
import { backupKey } from "../../app/db/backup-key.server";
import { verifyBackup, writeBackup } from "../../app/db/backup.server";
import { type Database, migratedPglite } from "../../app/db/client.server";
import { byteaParsers, byteaSerializers } from "../../app/db/pglite-bytea.server";
import * as schema from "../../app/db/schema.server";
import { type NewLead, storeLead } from "../../app/leads/intake/store.server";
import { rewrittenBackup, tableRows } from "../support/backup-file";
import { ADMIN_TOKEN, listLeads, postLead, validContact } from "../support/lead-client";
import { minimalDocx, minimalPdf, pdfOfSize } from "../support/lead-fixtures";
import type { OpenDatabase } from "../support/memory-database";
import { openPostgres } from "../support/postgres-database";
import { pgliteTemplate, type RunningServer, startServer } from "../support/server-process";
import { projectNode } from "../support/site-server.mjs";
import { newLead } from "../support/stored-lead";

const root = path.resolve(import.meta.dirname, "../..");
const TABLES = {
  lead_submissions: "id",
  lead_attachments: "submission_id, position",
  mail_outbox: "id",
  app_secrets: "name",
  content_ids: "collection, numeric_id",
} as const;

type Run = { code: number; stdout: string; stderr: string };

const BACKUP_KEY = randomBytes(32).toString("hex");
const KEY_ID = backupKey(BACKUP_KEY)!.id;
const OTHER_KEY = randomBytes(32).toString("base64");
const OTHER_KEY_ID = backupKey(OTHER_KEY)!.id;

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
      [path.join(process.env.BUILD_DIR ?? "build", "node", "backup.js"), script, ...args],
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

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A lead of `email` with a confirmation to send, its message more than ASCII on more than one line. */
const lead = (email: string, attachments: NewLead["attachments"]) =>
  newLead({
    fields: { email, message: "Line one\nline «two»", product: ["PRIZM Rates"] },
    attachments,
    confirmation: true,
  });

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

/** Runs `use` on the database `opening` opens, closing it afterwards whatever happens. */
async function withDatabase<T>(
  opening: Promise<OpenDatabase>,
  use: (db: Database) => Promise<T>,
): Promise<T> {
  const { db, close } = await opening;
  try {
    return await use(db);
  } finally {
    await close();
  }
}

/** Every kept row as PostgreSQL's JSON, and every attachment's bytes reassembled and hashed. */
async function snapshot(db: Database) {
  const tables = await tableRows(db, TABLES);
  const pieces = await db
    .select()
    .from(schema.leadAttachmentChunks)
    .orderBy(
      schema.leadAttachmentChunks.submissionId,
      schema.leadAttachmentChunks.position,
      schema.leadAttachmentChunks.seq,
    );
  const files = new Map<string, ReturnType<typeof createHash>>();
  for (const piece of pieces) {
    const key = `${piece.submissionId}/${piece.position}`;
    if (!files.has(key)) files.set(key, createHash("sha256"));
    files.get(key)!.update(piece.data);
  }
  const hashes = Object.fromEntries([...files].map(([key, hash]) => [key, hash.digest("hex")]));
  return { tables, hashes, pieces: pieces.length };
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
    const files = {
      // 2.0 MB in the summaries below: several pieces and a shorter last one.
      big: pdfOfSize(2 * 1024 * 1024 + 12_345),
      docx: minimalDocx("Scope"),
      small: minimalPdf("Second lead"),
    };

    beforeAll(async () => {
      work = await mkdtemp(path.join(tmpdir(), "northpeak-backup-"));
      source = path.join(work, "source");
      target = path.join(work, "target");
      before = await withDatabase(openPglite(source), async (db) => {
        await storeLead(
          lead("first@example.com", [
            { originalName: "layout.pdf", kind: "pdf", bytes: files.big },
            { originalName: "scope.docx", kind: "docx", bytes: files.docx },
          ]),
          db,
        );
        await storeLead(
          lead("second@example.com", [{ originalName: "rfp.pdf", kind: "pdf", bytes: files.small }]),
          db,
        );
        await db.insert(schema.appSecrets).values({ name: "altcha_hmac", value: "generated-secret-value" });
        // Ids Strapi 5 has since replaced: kept nowhere else, so old links still answer 301.
        await db.insert(schema.contentIds).values([
          { collection: "blogs", numericId: 7, key: "f4poi207t5a4wjkb3ao2btx2" },
          { collection: "news", numericId: 3, key: "k2d9x0q1r8m5n7b3v6c4z1a9" },
        ]);
        await db.execute(
          sql`update mail_outbox set status = 'sent', sent_at = now(), attempts = 1 where kind = 'lead'`,
        );
        return snapshot(db);
      });
      // As the server leaves its DATA_DIR (an open one would be closed, with a warning on stderr).
      await chmod(source, 0o700);
    }, 120_000);

    afterAll(async () => {
      if (work) await rm(work, { recursive: true, force: true });
    });

    it("writes a timestamped file sealed with BACKUP_KEY under DATA_DIR/backups and a one-line summary", async () => {
      const started = Date.now();
      const run = await backupCommand("backup", [], { DATA_DIR: source, BACKUP_KEY });
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
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
      const { size, mode } = await stat(backupFile);
      // Every lead and the site's secrets are in it: its owner alone may read it.
      expect(mode & 0o777).toBe(0o600);
      expect((await stat(path.dirname(backupFile))).mode & 0o777).toBe(0o700);
      console.info(
        `backup of 2 leads (${files.big.byteLength + files.docx.byteLength + files.small.byteLength} bytes of files): ${size} bytes in ${Date.now() - started} ms`,
      );
      // Sealed: nothing of the leads or secrets readable, and no partial file is left behind.
      const bytes = await readFile(backupFile);
      expect(bytes.subarray(0, 8).toString()).toBe("NPBACKUP");
      for (const text of ["first@example.com", "generated-secret-value", "northpeak-leads-backup"])
        expect(bytes.includes(text), text).toBe(false);
      expect((await verifyBackup(backupFile, { key: backupKey(BACKUP_KEY) })).keyId).toBe(KEY_ID);
      expect(existsSync(`${backupFile}.partial`)).toBe(false);
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
      // The file names its schema.
      const header = JSON.parse(
        gunzipSync(await readFile(plainFile))
          .toString("utf8")
          .split("\n")[0]!,
      );
      expect(header).toMatchObject({ format: "northpeak-leads-backup", version: 4, source: "pglite" });
      expect(header.schema.migration).toMatch(/^\d{4}_/);
    }, 60_000);

    it("refuses --keep-days that is not a whole number of days, and --allow-unkeyed, on a backup", async () => {
      const [zero, fraction, misplaced] = await Promise.all([
        backupCommand("backup", ["--keep-days", "0"], { DATA_DIR: source }),
        backupCommand("backup", ["--keep-days", "7.5"], { DATA_DIR: source }),
        backupCommand("backup", ["--allow-unkeyed"], { DATA_DIR: source }),
      ]);
      for (const refused of [zero!, fraction!]) {
        expect(refused.code).toBe(2);
        expect(refused.stderr).toBe(
          "backup: --keep-days takes a whole number of days (1 or more), with backup only\n",
        );
      }
      expect(misplaced!.code).toBe(2);
      expect(misplaced!.stderr).toBe("backup: --allow-unkeyed is for restore only\n");
    }, 60_000);

    it("restores every row, attachment byte and generated secret into a fresh data directory", async () => {
      const started = Date.now();
      const run = await backupCommand("restore", [backupFile], { DATA_DIR: target, BACKUP_KEY });
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(run.stdout.trim()).toMatch(
        /^restore: 2 leads, 3 attachments \(2\.0 MB\), 4 outbox rows, 1 secrets, 2 former content ids from \S+ \([\d.]+ kB, encrypted, key id [0-9a-f]{16}, schema /,
      );
      console.info(`restore into a fresh data directory: ${Date.now() - started} ms`);
      await withDatabase(openPglite(target), async (db) => {
        const after = await snapshot(db);
        expect(after).toEqual(before);
        expect(after.tables.app_secrets).toMatchObject([
          { name: "altcha_hmac", value: "generated-secret-value" },
        ]);
        expect(Object.values(after.hashes).sort()).toEqual(
          [sha256(files.big), sha256(files.docx), sha256(files.small)].sort(),
        );
        // The outbox's identity goes on after the restored ids.
        const inserted = await storeLead(lead("third@example.com", []), db);
        const ids = await db.select({ id: schema.mailOutbox.id }).from(schema.mailOutbox);
        expect(new Set(ids.map((r) => r.id)).size).toBe(ids.length);
        await db.delete(schema.leadSubmissions).where(sql`id = ${inserted}`);
      });
    }, 120_000);

    it("refuses a database that already has leads unless --force, which replaces them; a plain file with a key set only with --allow-unkeyed", async () => {
      const refused = await backupCommand("restore", [backupFile], { DATA_DIR: target, BACKUP_KEY });
      expect(refused.code).not.toBe(0);
      expect(refused.stdout).toBe("");
      expect(refused.stderr.trim()).toBe(
        "restore: the database already has 2 lead(s): restore with --force to replace them with the backup's",
      );
      // Without --allow-unkeyed a plain file is refused while a key is set (the forged file below).
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
      expect(await withDatabase(openPglite(target), snapshot)).toEqual(before);
    }, 120_000);

    it("refuses a damaged, missing, other key's file or a folder, and restores nothing", async () => {
      // Each kind of damage is refused by verifyBackup (app/db/backup.test.ts, backup-envelope.test.ts):
      // here, that the command checks the whole file before it opens any database.
      const flipped = await readFile(backupFile);
      flipped[Math.floor(flipped.byteLength / 2)]! ^= 0x01;
      await writeFile(path.join(work, "flipped.enc"), flipped);
      const empty = path.join(work, "empty-target");
      const cases: [string, Record<string, string>, string, RegExp | string][] = [
        // Against the database that has the leads: they stay as they were.
        [
          path.join(work, "flipped.enc"),
          { BACKUP_KEY },
          target,
          /^restore: corrupt backup: piece 0 does not verify with BACKUP_KEY \(the file was altered, cut short or reordered\)$/,
        ],
        [path.join(work, "missing.jsonl.gz"), {}, empty, /^restore: no such file: /],
        [work, {}, empty, `restore: ${work} is a directory, not a backup file`],
        [
          backupFile,
          { BACKUP_KEY: OTHER_KEY },
          empty,
          `restore: the backup was made with another BACKUP_KEY (key id ${KEY_ID}; this BACKUP_KEY's id is ${OTHER_KEY_ID})`,
        ],
      ];
      // The commands run side by side: none of them may open a database, so none can get in another's way.
      const runs = await Promise.all(
        cases.map(([file, env, dataDir]) =>
          backupCommand("restore", [file, "--force"], { DATA_DIR: dataDir, ...env }),
        ),
      );
      for (const [i, [file, , , message]] of cases.entries()) {
        const run = runs[i]!;
        expect(run.code, file).toBe(1);
        expect(run.stdout).toBe("");
        if (typeof message === "string") expect(run.stderr.trim()).toBe(message);
        else expect(run.stderr.trim()).toMatch(message);
      }
      // The file is checked before any database is opened: not even an empty one is created.
      expect(existsSync(empty)).toBe(false);
      expect(await withDatabase(openPglite(target), snapshot)).toEqual(before);
    }, 180_000);

    it("refuses a data directory another process has open", async () => {
      const { close } = await openPglite(source);
      try {
        const run = await backupCommand("backup", ["--out", path.join(work, "locked.jsonl.gz")], {
          DATA_DIR: source,
        });
        expect(run.code).not.toBe(0);
        expect(run.stderr.trim()).toMatch(/is open in process \d+ \(a running server\?\)/);
        expect(existsSync(path.join(work, "locked.jsonl.gz"))).toBe(false);
      } finally {
        await close();
      }
    }, 60_000);

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
    beforeAll(async () => {
      work = await mkdtemp(path.join(tmpdir(), "northpeak-live-backup-"));
      dataDir = path.join(work, "data");
      server = await startServer({ DATA_DIR: dataDir, ADMIN_TOKEN, ALTCHA_COST: "10" });
      expect((await postLead(server.url, { form: "contact", fields: validContact })).status).toBe(200);
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
      if (work) await rm(work, { recursive: true, force: true });
    });

    it("is taken by the running server through its socket, which only its user can open", async () => {
      const socket = await stat(path.join(dataDir, "backup.sock"));
      expect(socket.isSocket()).toBe(true);
      expect(socket.mode & 0o777).toBe(0o600);
      const old = path.join(dataDir, "backups", "leads-2020-01-01T02-15-00Z.jsonl.gz");
      await mkdir(path.dirname(old), { recursive: true });
      await writeFile(old, "an old backup");

      const run = await backupCommand("backup", ["--keep-days", "14"], { DATA_DIR: dataDir });
      expect(run.stderr).toBe(unkeyedWarning("backup"));
      expect(run.code).toBe(0);
      const [summary, kept] = run.stdout.trim().split("\n");
      expect(summary).toMatch(
        /^backup: 1 leads, 0 attachments .* from PGlite \S+, by the running server \(schema /,
      );
      expect(kept).toBe("backup: kept 14 days; deleted leads-2020-01-01T02-15-00Z.jsonl.gz");
      const file = /→ (\S+) /.exec(summary ?? "")?.[1] ?? "";
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const lines = gunzipSync(await readFile(file))
        .toString("utf8")
        .split("\n");
      expect(lines.some((line) => line.includes(validContact.email))).toBe(true);
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
      for (const [request, error] of [
        ["not json\n", "the request is not JSON"],
        ["[]\n", "file must be an absolute path"],
        ['{"file":"relative.jsonl.gz"}\n', "file must be an absolute path"],
        [`${JSON.stringify({ file: existing })}\n`, `${existing} already exists`],
        [
          `${JSON.stringify({ file: path.join(work, "x.jsonl.gz"), keepDays: 0 })}\n`,
          "keepDays must be a whole number of days, 1 or more",
        ],
        [`${"x".repeat(9000)}\n`, "the request is too long"],
        [
          `${JSON.stringify({ file: path.join(work, "x.jsonl.gz"), keyId: "not-an-id" })}\n`,
          "keyId must be a key id (16 hex characters) or null",
        ],
      ] as const)
        expect(JSON.parse(await ask(request)), request.slice(0, 40)).toEqual({ ok: false, error });
      expect(await readdir(path.join(dataDir, "backups"))).toEqual(before);
      expect(existsSync(path.join(work, "x.jsonl.gz"))).toBe(false);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    }, 60_000);

    it("refuses a command that has a BACKUP_KEY the server lacks, and writes nothing", async () => {
      const file = path.join(work, "keyed-by-command.jsonl.gz.enc");
      const run = await backupCommand("backup", ["--out", file], { DATA_DIR: dataDir, BACKUP_KEY });
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        `backup: the running server could not write the backup: the running server has no BACKUP_KEY and this command has BACKUP_KEY id ${KEY_ID}: give both the same BACKUP_KEY (and restart the server after changing it)\n`,
      );
      expect(existsSync(file)).toBe(false);
    }, 60_000);

    it("still refuses a restore while the server runs, and the socket goes with the server", async () => {
      const [file] = (await readdir(path.join(dataDir, "backups"))).filter((name) =>
        name.startsWith("leads-"),
      );
      const run = await backupCommand("restore", [path.join(dataDir, "backups", file ?? ""), "--force"], {
        DATA_DIR: dataDir,
      });
      expect(run.code).not.toBe(0);
      expect(run.stderr).toMatch(/is open in process \d+ \(a running server\?\)/);
      await server.stop();
      expect(existsSync(path.join(dataDir, "backup.sock"))).toBe(false);
    }, 60_000);
  },
);

/** The leads' addresses and the generated secrets of a stopped server's embedded database. */
async function stored(db: Database) {
  const leads = await db
    .select({ email: schema.leadSubmissions.email })
    .from(schema.leadSubmissions)
    .orderBy(schema.leadSubmissions.email);
  const secrets = await db
    .select({ name: schema.appSecrets.name, value: schema.appSecrets.value })
    .from(schema.appSecrets)
    .orderBy(schema.appSecrets.name);
  return { emails: leads.map((r) => r.email), secrets };
}

const FORGED_SECRET = "the-attackers-own-captcha-secret-0123456789";

/** A plain backup rewritten as an attacker would: another address, their captcha secret. */
const forge = (plain: Buffer) =>
  rewrittenBackup(plain, {
    row: (entry) => {
      if (entry.table === "lead_submissions") entry.row.email = "attacker@evil.example";
      if (entry.table === "app_secrets" && entry.row.name === "altcha_hmac") entry.row.value = FORGED_SECRET;
    },
  });

describe.skipIf(!process.env.INTEGRATION_BUILD_DIR || process.env.LEADS_ONLY_POSTGRES)(
  "backup by a running server that has a BACKUP_KEY, and that backup changed by whoever can write it",
  () => {
    let work: string;
    let dataDir: string;
    let server: RunningServer | undefined;
    let sealed: string;
    let original: Awaited<ReturnType<typeof stored>>;
    beforeAll(async () => {
      work = await mkdtemp(path.join(tmpdir(), "northpeak-keyed-live-"));
      dataDir = path.join(work, "data");
      server = await startServer({ DATA_DIR: dataDir, ADMIN_TOKEN, ALTCHA_COST: "10", BACKUP_KEY });
      expect((await postLead(server.url, { form: "contact", fields: validContact })).status).toBe(200);
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
      if (work) await rm(work, { recursive: true, force: true });
    });

    it("seals the backup with its key when the command has the same one", async () => {
      const run = await backupCommand("backup", [], { DATA_DIR: dataDir, BACKUP_KEY });
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(
        new RegExp(
          `, by the running server \\(schema .*\\.jsonl\\.gz\\.enc \\([\\d.]+ kB, encrypted, key id ${KEY_ID}\\) in `,
        ),
      );
      sealed = /→ (\S+) /.exec(run.stdout)?.[1] ?? "";
      const { header, keyId } = await verifyBackup(sealed, { key: backupKey(BACKUP_KEY) });
      expect(keyId).toBe(KEY_ID);
      expect(header.source).toBe("pglite");
      expect((await readFile(sealed)).includes(validContact.email)).toBe(false);
    }, 60_000);

    it("refuses a command with another key or none, and writes nothing", async () => {
      for (const [env, theirs] of [
        [{ BACKUP_KEY: OTHER_KEY }, `BACKUP_KEY id ${OTHER_KEY_ID}`],
        [{}, "no BACKUP_KEY"],
      ] as const) {
        const file = path.join(work, "refused.jsonl.gz");
        const run = await backupCommand("backup", ["--out", file], { DATA_DIR: dataDir, ...env });
        expect(run.code).toBe(1);
        expect(run.stderr.trim().split("\n").at(-1)).toBe(
          `backup: the running server could not write the backup: the running server has BACKUP_KEY id ${KEY_ID} and this command has ${theirs}: give both the same BACKUP_KEY (and restart the server after changing it)`,
        );
        expect(existsSync(file)).toBe(false);
      }
      expect((await fetch(`${server!.url}/healthz`)).status).toBe(200);
    }, 60_000);

    it("refuses a forged plain file in its place while the key is set, and restores nothing", async () => {
      await server!.stop();
      server = undefined;
      // No ALTCHA_HMAC_SECRET: the server generated the captcha secret and keeps it in the database.
      // The plain backup the forger starts from: made in this process, as the command would make it.
      const plain = path.join(work, "plain.jsonl.gz");
      original = await withDatabase(openPglite(dataDir), async (db) => {
        await writeBackup(db, plain, "pglite", undefined);
        return stored(db);
      });
      expect(original.emails).toEqual([validContact.email]);
      expect(original.secrets.map((s) => s.name)).toContain("altcha_hmac");
      const forged = path.join(work, "forged.jsonl.gz.enc");
      await writeFile(forged, forge(await readFile(plain)));
      const run = await backupCommand("restore", [forged, "--force"], { DATA_DIR: dataDir, BACKUP_KEY });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/^restore: the backup is neither encrypted nor authenticated/);
      expect(await withDatabase(openPglite(dataDir), stored)).toEqual(original);

      // Without a key the same forgery restores: the warning on every run says that it can.
      const unkeyedDir = path.join(work, "unkeyed");
      const unkeyed = await backupCommand("restore", [forged, "--force"], { DATA_DIR: unkeyedDir });
      expect(unkeyed.code).toBe(0);
      expect(unkeyed.stderr).toBe(unkeyedWarning("restore"));
      const taken = await withDatabase(openPglite(unkeyedDir), stored);
      expect(taken.emails).toEqual(["attacker@evil.example"]);
      expect(taken.secrets).toContainEqual({ name: "altcha_hmac", value: FORGED_SECRET });
    }, 180_000);

    it("restores the sealed file whole: the lead, and the same generated captcha secret, served again", async () => {
      const restoredDir = path.join(work, "restored");
      const run = await backupCommand("restore", [sealed], { DATA_DIR: restoredDir, BACKUP_KEY });
      expect(run.stderr).toBe("");
      expect(run.stdout).toMatch(/^restore: 1 leads, .*encrypted, key id [0-9a-f]{16}, schema /);
      expect(await withDatabase(openPglite(restoredDir), stored)).toEqual(original);
      server = await startServer({ DATA_DIR: restoredDir, ADMIN_TOKEN, ALTCHA_COST: "10", BACKUP_KEY });
      expect((await listLeads(server.url)).map((lead) => lead.email)).toEqual([validContact.email]);
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
    before = await withDatabase(openPostgres(postgresUrl!), async (db) => {
      await storeLead(
        lead("pg-one@example.com", [{ originalName: "a.pdf", kind: "pdf", bytes: pdfOfSize(5000) }]),
        db,
      );
      await storeLead(lead("pg-two@example.com", [{ originalName: "big.pdf", kind: "pdf", bytes: big }]), db);
      await db.insert(schema.appSecrets).values({ name: "altcha_hmac", value: "pg-secret" });
      return snapshot(db);
    });
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
    expect(await withDatabase(openPglite(embedded), snapshot)).toEqual(before);

    const fromPglite = path.join(work, "from-pglite.jsonl.gz");
    expect(
      (await backupCommand("backup", ["--out", fromPglite], { DATA_DIR: embedded, BACKUP_KEY })).stderr,
    ).toBe("");
    const refused = await backupCommand("restore", [fromPglite], {
      DATA_DIR: work,
      DATABASE_URL: postgresUrl!,
      BACKUP_KEY,
    });
    expect(refused.stderr).toMatch(/already has 2 lead\(s\)/);
    await (await openPostgres(postgresUrl!)).close();
    const back = await backupCommand("restore", [fromPglite], {
      DATA_DIR: work,
      DATABASE_URL: postgresUrl!,
      BACKUP_KEY,
    });
    expect(back.stderr).toBe("");
    expect(back.stdout).toMatch(/^restore: 2 leads, 2 attachments .* into PostgreSQL /);
    expect(await withDatabase(openPostgres(postgresUrl!, { reset: false }), snapshot)).toEqual(before);
  }, 180_000);
});
