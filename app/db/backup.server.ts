/**
 * Backup and restore of the leads as gzip-compressed JSON lines (ADR 014), portable between PGlite and
 * PostgreSQL and streamed so only one piece or page of rows is held at a time. With BACKUP_KEY set the
 * file is also encrypted and authenticated (ADR 029).
 */
import { createHash, type Hash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync, readFileSync } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { pipeline } from "node:stream/promises";
import { PassThrough, type Transform } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";
import { asc, sql } from "drizzle-orm";
import { BackupError, backupEnvelope, openBackup, sealBackup, wrongKey } from "./backup-envelope.server";
import type { BackupKey } from "./backup-key.server";
import { type Database, migrationsFolder, rowsOf } from "./client.server";
import { leadAttachmentChunks } from "./schema.server";

export const BACKUP_FORMAT = "northpeak-leads-backup";
/** 2 adds content_ids, 3 the staff audit trail, 4 the forms' conversion counts; older versions still restore. */
export const BACKUP_VERSION = 4;
const READABLE_VERSIONS = new Set([1, 2, 3, BACKUP_VERSION]);

/**
 * The tables backed up, parents before children, with the columns that order their rows. Left out:
 * short-lived rows (rate_limit_hits, captcha_used), the CMS cache (content_snapshots) and staff
 * sessions (a restored database starts with everyone signed out). content_ids is kept because old
 * post links redirect through ids the CMS no longer has.
 */
const TABLES = [
  { name: "lead_submissions", order: "id" },
  { name: "lead_attachments", order: "submission_id, position" },
  { name: "lead_attachment_chunks", order: "submission_id, position, seq" },
  { name: "mail_outbox", order: "id" },
  { name: "app_secrets", order: "name" },
  { name: "content_ids", order: "collection, numeric_id" },
  { name: "staff_audit_events", order: "id" },
  { name: "form_funnel_counts", order: "day, form_id, step" },
] as const;
/** Tables whose ids the database generates: restored with the file's ids, the sequence moved past. */
const IDENTITY_TABLES = new Set<string>(["mail_outbox", "staff_audit_events"]);
type TableName = (typeof TABLES)[number]["name"];
const TABLE_NAMES = new Set<string>(TABLES.map((t) => t.name));
const CHUNKS: TableName = "lead_attachment_chunks";
/** Merged on restore rather than replaced: the database may have learned ids after the backup was made. */
const MERGED: TableName = "content_ids";

/** Rows per query when reading the small tables, and per insert when restoring them. */
const PAGE_ROWS = 500;

export type SchemaVersion = { migration: string; index: number; when: number };

type Journal = { entries: { idx: number; when: number; tag: string }[] };

function journal(): Journal {
  return JSON.parse(readFileSync(path.join(migrationsFolder(), "meta/_journal.json"), "utf8")) as Journal;
}

/** The last migration applied to the database, from drizzle's own bookkeeping table. */
export async function databaseSchemaVersion(db: Database): Promise<SchemaVersion> {
  const rows = rowsOf<{ created_at: string | number }>(
    await db.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    ),
  );
  const when = Number(rows[0]?.created_at);
  const entry = journal().entries.find((e) => e.when === when);
  if (!entry) throw new BackupError("the database's last migration is not one this code knows");
  return { migration: entry.tag, index: entry.idx, when: entry.when };
}

export type Counts = Record<TableName, number>;
const zeroCounts = (): Counts => ({
  lead_submissions: 0,
  lead_attachments: 0,
  lead_attachment_chunks: 0,
  mail_outbox: 0,
  app_secrets: 0,
  content_ids: 0,
  staff_audit_events: 0,
  form_funnel_counts: 0,
});

export type BackupSummary = {
  file: string;
  counts: Counts;
  attachmentBytes: number;
  fileBytes: number;
  schema: SchemaVersion;
  /** The id of the BACKUP_KEY the file is sealed with; null for a plain (unkeyed) file. */
  keyId: string | null;
};

/** Which key may open a backup, and whether a plain file is taken although a key is set. */
export type BackupAccess = { key: BackupKey | undefined; allowUnkeyed?: boolean };

/** A sealed file's name ends in `.enc`: it is not gzip, whatever its stem says. */
const SEALED_SUFFIX = ".enc";

/**
 * Default file name: `leads-2026-11-24T10-00-00Z.jsonl.gz` (UTC, colons are awkward in file names),
 * with `.enc` after it when sealed with BACKUP_KEY.
 */
export function defaultBackupName(now = new Date(), sealed = false): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "-");
  return `leads-${stamp}.jsonl.gz${sealed ? SEALED_SUFFIX : ""}`;
}

const BACKUP_NAME = /^leads-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.jsonl\.gz(\.enc)?$/;

/**
 * Deletes backups in `dir` older than `keepDays`, dated by their names (which survive a copy, unlike
 * mtime). Touches only default names, never `keep` (the backup just written), never the last one left.
 */
export async function pruneBackups(
  dir: string,
  keepDays: number,
  keep: string,
  now = new Date(),
): Promise<string[]> {
  const cutoff = now.getTime() - keepDays * 86_400_000;
  const names = (await readdir(dir)).filter((name) => BACKUP_NAME.test(name));
  const stale = names.filter((name) => {
    const [, day, hours, minutes, seconds] = BACKUP_NAME.exec(name) ?? [];
    const taken = Date.parse(`${day}T${hours}:${minutes}:${seconds}Z`);
    return taken < cutoff && path.join(dir, name) !== keep;
  });
  if (stale.length === names.length) return [];
  for (const name of stale) await rm(path.join(dir, name));
  return stale.sort();
}

/** The columns of each backed-up table, as the database has them. */
async function tableColumns(db: Database): Promise<Record<TableName, string[]>> {
  const rows = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`),
  );
  const columns = Object.fromEntries(TABLES.map((t) => [t.name, [] as string[]])) as Record<
    TableName,
    string[]
  >;
  for (const row of rows)
    if (TABLE_NAMES.has(row.table_name)) columns[row.table_name as TableName].push(row.column_name);
  return columns;
}

/**
 * Writes a backup of `db` to `file`, sealed with `key` if given. Written to `file.partial` and renamed
 * when complete; read in one repeatable-read transaction so it is consistent while leads keep arriving.
 */
export async function writeBackup(
  db: Database,
  file: string,
  source: "pglite" | "postgres",
  key: BackupKey | undefined,
): Promise<BackupSummary> {
  // The file holds every lead and the site's generated secrets, so only its owner may read it.
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const output = createWriteStream(partial, { flags: "wx", mode: 0o600 });
  const written = key ? pipeline(gzip, sealBackup(key), output) : pipeline(gzip, output);
  written.catch(() => {}); // awaited below; a failure also surfaces through write()
  const hash = createHash("sha256");
  const counts = zeroCounts();
  let attachmentBytes = 0;

  const write = async (line: string) => {
    const data = `${line}\n`;
    hash.update(data);
    if (!gzip.write(data)) await new Promise<void>((resolve) => gzip.once("drain", resolve));
  };

  let schema: SchemaVersion;
  try {
    schema = await databaseSchemaVersion(db);
    await db.transaction(
      async (tx) => {
        const columns = await tableColumns(tx as unknown as Database);
        await write(
          JSON.stringify({
            format: BACKUP_FORMAT,
            version: BACKUP_VERSION,
            createdAt: new Date().toISOString(),
            source,
            schema,
            tables: columns,
          }),
        );
        for (const table of TABLES) {
          if (table.name === CHUNKS) {
            attachmentBytes += await writeChunks(tx as unknown as Database, write, counts);
            continue;
          }
          for (let offset = 0; ; offset += PAGE_ROWS) {
            const rows = rowsOf<{ row: unknown }>(
              await tx.execute(
                sql`select to_jsonb(t) as row from ${sql.identifier(table.name)} t order by ${sql.raw(table.order)} limit ${PAGE_ROWS} offset ${offset}`,
              ),
            );
            for (const { row } of rows) {
              const value = typeof row === "string" ? JSON.parse(row) : row;
              await write(JSON.stringify({ table: table.name, row: value }));
              counts[table.name]++;
            }
            if (rows.length < PAGE_ROWS) break;
          }
        }
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    const digest = hash.digest("hex");
    gzip.end(`${JSON.stringify({ end: { counts, attachmentBytes, sha256: digest } })}\n`);
    await written;
    const handle = await open(partial, "r+");
    await handle.sync();
    await handle.close();
    await rename(partial, file);
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
  return {
    file,
    counts,
    attachmentBytes,
    fileBytes: (await stat(file)).size,
    schema,
    keyId: key?.id ?? null,
  };
}

/** The attachment pieces, one per query in keyset order, as base64. */
async function writeChunks(db: Database, write: (line: string) => Promise<void>, counts: Counts) {
  let bytes = 0;
  let after = sql`true`;
  for (;;) {
    const [piece] = await db
      .select()
      .from(leadAttachmentChunks)
      .where(after)
      .orderBy(
        asc(leadAttachmentChunks.submissionId),
        asc(leadAttachmentChunks.position),
        asc(leadAttachmentChunks.seq),
      )
      .limit(1);
    if (!piece) return bytes;
    const data = Buffer.from(piece.data.buffer, piece.data.byteOffset, piece.data.byteLength);
    const { submissionId, position, seq } = piece;
    const row = { submission_id: submissionId, position, seq, data: data.toString("base64") };
    await write(JSON.stringify({ table: CHUNKS, row }));
    counts.lead_attachment_chunks++;
    bytes += data.byteLength;
    after = sql`(submission_id, position, seq) > (${submissionId}, ${position}, ${seq})`;
  }
}

type Header = {
  format: string;
  version: number;
  createdAt: string;
  source: string;
  schema: SchemaVersion;
  tables: Record<TableName, string[]>;
};
type Entry = { table: TableName; row: Record<string, unknown> };
type Trailer = { counts: Counts; attachmentBytes: number; sha256: string };

/**
 * How to decrypt the file, if it is sealed. A plain file is refused when a key is set (unless
 * `allowUnkeyed`): otherwise whoever can write the backups could swap in a plain file of their own.
 */
async function envelopeOf(
  file: string,
  access: BackupAccess,
): Promise<{ keyId: string | null; open?: () => Transform }> {
  const envelope = await backupEnvelope(file);
  const { key } = access;
  if (!envelope.sealed) {
    if (key && !access.allowUnkeyed)
      throw new BackupError(
        "the backup is neither encrypted nor authenticated (made without BACKUP_KEY), so whoever could write it could have changed it: restore it with --allow-unkeyed only if you know it is yours",
      );
    return { keyId: null };
  }
  if (!key)
    throw new BackupError(
      `the backup is encrypted (key id ${envelope.keyId}): set BACKUP_KEY to the key it was made with`,
    );
  if (key.id !== envelope.keyId) throw new BackupError(wrongKey(envelope.keyId, key.id));
  return { keyId: key.id, open: () => openBackup(key) };
}

/**
 * Reads a backup line by line, passing each row to `onRow`, and checks the end line's counts and
 * SHA-256 and each attachment's SHA-256. Any damage rejects.
 */
async function readBackup(
  file: string,
  access: BackupAccess,
  onHeader: (header: Header) => Promise<void> | void,
  onRow: (entry: Entry) => Promise<void>,
): Promise<{ header: Header; trailer: Trailer; keyId: string | null }> {
  if (!existsSync(file)) throw new BackupError(`no such file: ${file}`);
  const envelope = await envelopeOf(file, access);
  const input = createReadStream(file);
  const gunzip = createGunzip();
  const text = new PassThrough();
  const piped = envelope.open
    ? pipeline(input, envelope.open(), gunzip, text)
    : pipeline(input, gunzip, text);
  piped.catch(() => {}); // awaited below, unless a line is refused first
  const lines = createInterface({ input: text, crlfDelay: Number.POSITIVE_INFINITY });
  const hash = createHash("sha256");
  const counts = zeroCounts();
  let header: Header | undefined;
  let trailer: Trailer | undefined;
  let attachmentBytes = 0;
  // Expected SHA-256 of each attachment, and the running hash of the one being read.
  const expected = new Map<string, { sha256: string; size: number }>();
  let current: { key: string; hash: Hash; size: number; seq: number } | undefined;
  const finishAttachment = () => {
    if (!current) return;
    const want = expected.get(current.key);
    if (!want || want.sha256 !== current.hash.digest("hex") || want.size !== current.size)
      throw new BackupError(`corrupt backup: attachment ${current.key} does not match its SHA-256`);
    expected.delete(current.key);
    current = undefined;
  };

  try {
    for await (const line of lines) {
      if (trailer) throw new BackupError("corrupt backup: data after the end line");
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new BackupError("corrupt backup: a line is not JSON");
      }
      if (!header) {
        if (parsed.format !== BACKUP_FORMAT) throw new BackupError("not a leads backup file");
        if (!READABLE_VERSIONS.has(parsed.version as number))
          throw new BackupError(`backup format version ${String(parsed.version)} is not supported`);
        header = parsed as unknown as Header;
        await onHeader(header);
      } else if (parsed.end) {
        finishAttachment();
        trailer = parsed.end as Trailer;
        if (trailer.sha256 !== hash.digest("hex")) throw new BackupError("corrupt backup: checksum mismatch");
        continue;
      } else {
        const entry = parsed as unknown as Entry;
        if (!TABLE_NAMES.has(entry.table) || typeof entry.row !== "object" || entry.row === null)
          throw new BackupError("corrupt backup: a row of an unknown table");
        if (entry.table === "lead_attachments") {
          const row = entry.row as { submission_id: string; position: number; sha256: string; size: number };
          expected.set(`${row.submission_id}/${row.position}`, { sha256: row.sha256, size: row.size });
        } else if (entry.table === CHUNKS) {
          const row = entry.row as { submission_id: string; position: number; seq: number; data: string };
          const key = `${row.submission_id}/${row.position}`;
          if (current?.key !== key) {
            finishAttachment();
            current = { key, hash: createHash("sha256"), size: 0, seq: -1 };
          }
          if (row.seq !== current.seq + 1)
            throw new BackupError(`corrupt backup: attachment ${key} has a gap`);
          const bytes = Buffer.from(row.data, "base64");
          current.hash.update(bytes);
          current.size += bytes.byteLength;
          current.seq = row.seq;
          attachmentBytes += bytes.byteLength;
        }
        counts[entry.table]++;
        await onRow(entry);
      }
      hash.update(`${line}\n`);
    }
    await piped;
  } catch (error) {
    // Closed first: the lines reader passes on the error that destroying the file's streams raises,
    // which nothing would catch once this loop has ended.
    lines.close();
    input.destroy();
    if (error instanceof BackupError) throw error;
    throw new BackupError(`corrupt backup: ${(error as Error).message}`);
  }
  if (!header) throw new BackupError("corrupt backup: the file is empty");
  if (!trailer) throw new BackupError("corrupt backup: the file ends early (no end line)");
  if (expected.size > 0) throw new BackupError("corrupt backup: an attachment has no bytes");
  for (const table of TABLES)
    if ((trailer.counts[table.name] ?? absentCount(header, table.name)) !== counts[table.name])
      throw new BackupError(`corrupt backup: ${table.name} has the wrong number of rows`);
  if (trailer.attachmentBytes !== attachmentBytes)
    throw new BackupError("corrupt backup: attachment bytes do not add up");
  return { header, trailer, keyId: envelope.keyId };
}

/** The expected count of a table the end line omits: 0 if the file predates the table, else invalid. */
const absentCount = (header: Header, table: TableName): number =>
  header.tables?.[table] === undefined ? 0 : Number.NaN;

/** Refuses a backup made by a newer schema: one whose last migration is not among this code's. */
function checkSchema(header: Header): void {
  const { entries } = journal();
  if (!entries.some((e) => e.tag === header.schema?.migration))
    throw new BackupError(
      `backup is from a newer database schema (${header.schema?.migration}) than this code (${entries.at(-1)?.tag}): restore it with the newer version`,
    );
}

/** Reads the whole file and checks it without touching any database. */
export async function verifyBackup(
  file: string,
  access: BackupAccess,
): Promise<{ header: Header; trailer: Trailer; keyId: string | null }> {
  return readBackup(file, access, checkSchema, async () => {});
}

export type RestoreSummary = BackupSummary & { replaced: number };

/**
 * Restores a backup into `db` in one transaction, replacing the tables the file holds (content_ids is
 * merged). Refused when the database already has leads, unless `force`.
 */
export async function restoreBackup(
  db: Database,
  file: string,
  options: { force: boolean } & BackupAccess,
): Promise<RestoreSummary> {
  let result: Awaited<ReturnType<typeof readBackup>> | undefined;
  let existing = 0;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    // The lock keeps a running server from adding a lead between this count and the restore.
    await t.execute(sql`lock table lead_submissions in share row exclusive mode`);
    existing = Number(
      rowsOf<{ n: string | number }>(await t.execute(sql`select count(*) as n from lead_submissions`))[0]
        ?.n ?? 0,
    );
    if (existing > 0 && !options.force)
      throw new BackupError(
        `the database already has ${existing} lead(s): restore with --force to replace them with the backup's`,
      );
    let batch: { table: TableName; rows: Record<string, unknown>[] } | undefined;
    let columns: Record<TableName, string[]> | undefined;
    const flush = async () => {
      if (!batch || batch.rows.length === 0 || !columns) return;
      const cols = sql.join(
        columns[batch.table].map((c) => sql.identifier(c)),
        sql`, `,
      );
      const overriding = IDENTITY_TABLES.has(batch.table) ? sql`overriding system value` : sql``;
      const merge =
        batch.table === MERGED
          ? sql`on conflict (collection, numeric_id) do update set key = excluded.key`
          : sql``;
      await t.execute(
        sql`insert into ${sql.identifier(batch.table)} (${cols}) ${overriding}
          select ${cols} from jsonb_populate_recordset(null::${sql.identifier(batch.table)}, ${JSON.stringify(batch.rows)}::jsonb)
          ${merge}`,
      );
      batch = undefined;
    };
    result = await readBackup(
      file,
      options,
      async (header) => {
        checkSchema(header);
        const present = await tableColumns(t);
        columns = Object.fromEntries(
          TABLES.map((table) => {
            const fromFile = header.tables?.[table.name] ?? [];
            const missing = fromFile.filter((c) => !present[table.name].includes(c));
            if (missing.length > 0)
              throw new BackupError(
                `backup has columns this database lacks: ${table.name}.${missing.join(",")}`,
              );
            return [table.name, fromFile];
          }),
        ) as Record<TableName, string[]>;
        // Emptied children first; content_ids is merged into instead.
        for (const table of [...TABLES].reverse())
          if (table.name !== MERGED && header.tables?.[table.name] !== undefined)
            await t.execute(sql`delete from ${sql.identifier(table.name)}`);
      },
      async (entry) => {
        if (batch && batch.table !== entry.table) await flush();
        batch ??= { table: entry.table, rows: [] };
        if (entry.table !== CHUNKS) batch.rows.push(entry.row);
        else {
          // A piece's base64 as bytea's hex text, one piece per statement so only one is held.
          const data = `\\x${Buffer.from(String(entry.row.data), "base64").toString("hex")}`;
          batch.rows.push({ ...entry.row, data });
        }
        if (batch.rows.length >= (entry.table === CHUNKS ? 1 : PAGE_ROWS)) await flush();
      },
    );
    await flush();
    for (const table of IDENTITY_TABLES)
      await t.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
      );
  });
  const { header, trailer, keyId } = result!;
  return {
    keyId,
    file,
    counts: trailer.counts,
    attachmentBytes: trailer.attachmentBytes,
    fileBytes: (await stat(file)).size,
    schema: header.schema,
    replaced: existing,
  };
}
