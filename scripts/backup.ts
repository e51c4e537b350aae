// `npm run backup [-- --out FILE]` and `npm run restore -- FILE [--force] [--allow-unkeyed]` (ADR 014,
// ADR 029): a backup of the leads, their files, the outbox and the generated secrets, from and into
// the database the server uses (PGlite in DATA_DIR/db, or DATABASE_URL), sealed with BACKUP_KEY when
// it is set. One summary line on stdout; on any error one line on stderr and exit status 1; without
// BACKUP_KEY a warning line on stderr. Never prints DATABASE_URL's password nor the key.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { BackupSummary } from "~/db/backup.server";

/** Printed by both commands when BACKUP_KEY is not set (they still work, as they did before it existed). */
const UNKEYED_WARNING =
  "BACKUP_KEY is not set, so backups are neither encrypted nor authenticated: whoever can write a backup file can change the leads and secrets it restores. Set BACKUP_KEY (openssl rand -hex 32) where the server and these commands run";

// The app's logger writes JSON lines to stdout; an operator command prints its own lines instead.
process.env.LOG_LEVEL ??= "silent";

const [command, ...rest] = process.argv.slice(2);

function fail(message: string, status = 1): never {
  process.stderr.write(`${command ?? "backup"}: ${message}\n`);
  process.exit(status);
}

const mb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`;

const sealing = (keyId: string | null) => (keyId ? `encrypted, key id ${keyId}` : "not encrypted");

/** What a backup holds, as both summary lines name it. */
const holding = ({ counts, attachmentBytes }: BackupSummary) =>
  `${counts.lead_submissions} leads, ${counts.lead_attachments} attachments (${mb(attachmentBytes)}), ` +
  `${counts.mail_outbox} outbox rows, ${counts.app_secrets} secrets, ${counts.content_ids} former content ids`;

/** Where the database is, for messages: never the connection string's user name or password. */
function describeTarget(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `PGlite ${path.join(dataDir, "db")}`;
  const url = new URL(databaseUrl);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

/** An error's message with any secret of DATABASE_URL taken out. */
function redacted(error: unknown, databaseUrl: string | undefined): string {
  let message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  if (code && !message.includes(code)) message = `${code}: ${message}`;
  if (databaseUrl && URL.canParse(databaseUrl)) {
    const { password } = new URL(databaseUrl);
    if (password)
      message = message.split(decodeURIComponent(password)).join("***").split(password).join("***");
    message = message.split(databaseUrl).join("DATABASE_URL");
  }
  return message.split("\n")[0] ?? message;
}

/** A user's name from /etc/passwd, or its number when it has none there. */
function userName(uid: number): string {
  try {
    for (const line of readFileSync("/etc/passwd", "utf8").split("\n")) {
      const [name, , id] = line.split(":");
      if (name && Number(id) === uid && id !== "") return name;
    }
  } catch {
    // No passwd file to read: the number says enough.
  }
  return String(uid);
}

const currentUser = () => {
  const uid = process.getuid?.();
  return uid === undefined ? "this user" : userName(uid);
};

/**
 * PGlite writes new files in the database as whoever opens it, readable by that user alone: opened by
 * root (say, a restore run from a root shell), the server's own user can no longer read its database
 * and the site fails at start-up. So the command opens an embedded database only as DATA_DIR's owner.
 */
function refuseAnotherUsersDataDir(dataDir: string): void {
  const uid = process.getuid?.();
  let owner: number;
  try {
    owner = statSync(dataDir).uid;
  } catch {
    return; // not there yet: a restore makes it, as this user
  }
  if (uid === undefined || owner === uid) return;
  const name = userName(owner);
  fail(
    `${dataDir} belongs to ${name}, not to ${currentUser()}: run the command as ${name}, the server's user (for example \`runuser -u ${name} -- npm run …\`), so that the server can still read what it writes there`,
  );
}

/** The summary line of a backup, and with --keep-days what was deleted. */
function reportBackup(
  s: BackupSummary,
  source: string,
  took: string,
  keepDays: number | undefined,
  deleted: string[],
): void {
  console.log(
    `backup: ${holding(s)} from ${source} (schema ${s.schema.migration}) → ${s.file} (${mb(s.fileBytes)}, ${sealing(s.keyId)}) in ${took}`,
  );
  if (keepDays !== undefined)
    console.log(`backup: kept ${keepDays} days; deleted ${deleted.length ? deleted.join(", ") : "nothing"}`);
  if (s.keyId === null) process.stderr.write(`backup: warning: ${UNKEYED_WARNING}\n`);
}

async function main(): Promise<void> {
  if (command !== "backup" && command !== "restore") fail("usage: scripts/backup.ts backup|restore …", 2);
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        out: { type: "string", short: "o" },
        force: { type: "boolean", default: false },
        "allow-unkeyed": { type: "boolean", default: false },
        "keep-days": { type: "string" },
      },
    });
  } catch (error) {
    fail((error as Error).message, 2);
  }
  const { env, EnvError } = await import("~/env.server");
  let settings: ReturnType<typeof env>;
  try {
    settings = env();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  const { DATABASE_URL, DATA_DIR, BACKUP_DIR } = settings;
  const { backupKey } = await import("~/db/backup-key.server");
  const key = backupKey(settings.BACKUP_KEY);
  const allowUnkeyed = Boolean(args.values["allow-unkeyed"]);
  if (allowUnkeyed && command !== "restore") fail("--allow-unkeyed is for restore only", 2);
  // Files this command makes (a backup, or on restore a new embedded database) are for this user
  // alone, as the server's are.
  process.umask(0o077);
  const keepText = args.values["keep-days"];
  const keepDays = keepText === undefined ? undefined : Number(keepText);
  if (keepDays !== undefined && (command !== "backup" || !/^\d+$/.test(String(keepText)) || keepDays < 1))
    fail("--keep-days takes a whole number of days (1 or more), with backup only", 2);
  const target = describeTarget(DATABASE_URL, DATA_DIR);
  const backup = await import("~/db/backup.server");
  const { database, closeDatabase, pgliteHolders } = await import("~/db/client.server");

  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  try {
    let file: string;
    if (command === "backup") {
      if (args.positionals.length > 0) fail(`unexpected argument ${args.positionals[0]} (use --out FILE)`, 2);
      file = path.resolve(
        typeof args.values.out === "string"
          ? args.values.out
          : path.join(BACKUP_DIR, backup.defaultBackupName(new Date(), key !== undefined)),
      );
      if (existsSync(file)) fail(`${file} already exists`);
    } else {
      if (args.positionals.length !== 1)
        fail("usage: npm run restore -- FILE [--force] [--allow-unkeyed]", 2);
      file = path.resolve(String(args.positionals[0]));
      let found: ReturnType<typeof statSync>;
      try {
        found = statSync(file);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // A folder on the way that this user may not enter hides the file as well as a missing one.
        fail(
          code === "ENOENT"
            ? `no such file: ${file}`
            : `${file} cannot be reached by ${currentUser()} (${code}): run the command as a user that can read it`,
        );
      }
      if (found.isDirectory()) fail(`${file} is a directory, not a backup file`);
      // The whole file is checked before the database is opened (or migrated) at all.
      await backup.verifyBackup(file, { key, allowUnkeyed });
    }

    if (!DATABASE_URL) {
      const dir = path.join(DATA_DIR, "db");
      if (command === "backup" && !existsSync(path.join(dir, "PG_VERSION")))
        fail(`no embedded database in ${dir} (is DATA_DIR right?)`);
      const holders = await pgliteHolders(dir);
      if (holders.length > 0) {
        // A running server takes the backup itself, with the database it has open.
        const { backupThroughServer } = await import("~/db/backup-socket.server");
        const reply =
          command === "backup"
            ? await backupThroughServer(DATA_DIR, { file, keepDays, keyId: key?.id ?? null })
            : undefined;
        if (!reply)
          fail(
            `${dir} is open in process ${holders.join(", ")} (a running server?): PGlite is one process's database; stop it first`,
          );
        if (!reply.ok) fail(`the running server could not write the backup: ${reply.error}`);
        // A server of an older release does not compare keys: the file says what it used.
        if ((reply.summary.keyId ?? null) !== (key?.id ?? null))
          fail(
            `the running server wrote ${reply.summary.file} ${sealing(reply.summary.keyId ?? null)}, not with this command's BACKUP_KEY: give both the same key`,
          );
        reportBackup(reply.summary, `${target}, by the running server`, seconds(), keepDays, reply.deleted);
        return;
      }
      // The embedded database is about to be opened (or made, on a restore): in a DATA_DIR closed to
      // others, as the server keeps it.
      refuseAnotherUsersDataDir(DATA_DIR);
      const { securePrivateDataDir } = await import("~/lib/private-dir.server");
      securePrivateDataDir(DATA_DIR, (message) => process.stderr.write(`${command}: warning: ${message}\n`));
    }
    let handle: Awaited<ReturnType<typeof database>>;
    try {
      handle = await database();
    } catch (error) {
      fail(`database unreachable (${target}): ${redacted(error, DATABASE_URL)}`);
    }
    if (command === "backup") {
      const s = await backup.writeBackup(handle, file, key);
      const deleted =
        keepDays === undefined ? [] : await backup.pruneBackups(path.dirname(s.file), keepDays, s.file);
      reportBackup(s, target, seconds(), keepDays, deleted);
    } else {
      const s = await backup.restoreBackup(handle.db, file, {
        force: Boolean(args.values.force),
        key,
        allowUnkeyed,
      });
      console.log(
        `restore: ${holding(s)} from ${s.file} (${mb(s.fileBytes)}, ${sealing(s.keyId)}, schema ${s.schema.migration}) ` +
          `into ${target}${s.replaced > 0 ? `, replacing ${s.replaced} leads` : ""} in ${seconds()}`,
      );
      if (s.keyId === null)
        process.stderr.write(
          `restore: warning: ${key ? "the file is neither encrypted nor authenticated (made without BACKUP_KEY); restored it as --allow-unkeyed asks" : UNKEYED_WARNING}\n`,
        );
    }
  } catch (error) {
    await closeDatabase().catch(() => {});
    fail(redacted(error, DATABASE_URL));
  }
  await closeDatabase();
}

await main();
