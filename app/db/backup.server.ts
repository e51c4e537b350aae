/**
 * Backup and restore of the leads as gzip-compressed JSON lines (ADR 014), portable between PGlite and
 * PostgreSQL and streamed so only one piece or page of rows is held at a time. With BACKUP_KEY set the
 * file is also encrypted and authenticated (ADR 029).
 */
import { createHash, type Hash } from "node:crypto";
import { createReadStream, createWriteStream, readFileSync } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { makeAtomically } from "~/lib/write-atomically.server";
import { type BackupAccess, BackupError, sealing, unsealing } from "./backup-envelope.server";
import type { BackupKey } from "./backup-key.server";
import { type Database, type DatabaseHandle, migrationsFolder, rowsOf } from "./client.server";
import { leadSubmissions } from "./schema.server";

const BACKUP_FORMAT = "northpeak-leads-backup";
/** 2 adds content_ids, 3 the staff audit trail, 4 the forms' conversion counts; older versions still restore. */
const BACKUP_VERSION = 4;
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
type Table = (typeof TABLES)[number];
type TableName = Table["name"];
const CHUNKS: TableName = "lead_attachment_chunks";
/** Merged on restore rather than replaced: the database may have learned ids after the backup was made. */
const MERGED: TableName = "content_ids";

/** Rows per query when reading the small tables, and per insert when restoring them. */
const PAGE_ROWS = 500;

const journal = (): { idx: number; when: number; tag: string }[] =>
  JSON.parse(readFileSync(path.join(migrationsFolder(), "meta/_journal.json"), "utf8")).entries;

async function databaseSchemaVersion(db: Database) {
  const rows = rowsOf<{ created_at: string | number }>(
    await db.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    ),
  );
  const entry = journal().find((e) => e.when === Number(rows[0]?.created_at));
  if (!entry) throw new BackupError("the database's last migration is not one this code knows");
  return { migration: entry.tag, index: entry.idx, when: entry.when };
}

type Counts = Record<TableName, number>;
const zeroCounts = () => Object.fromEntries(TABLES.map((t) => [t.name, 0])) as Counts;

/**
 * Default file name: `leads-2026-11-24T10-00-00Z.jsonl.gz` (UTC, colons are awkward in file names),
 * with `.enc` after it when sealed with BACKUP_KEY: a sealed file is not gzip, whatever its stem says.
 */
export function defaultBackupName(now = new Date(), sealed = false): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "-");
  return `leads-${stamp}.jsonl.gz${sealed ? ".enc" : ""}`;
}

const BACKUP_NAME = /^leads-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.jsonl\.gz(\.enc)?$/;

/**
 * Deletes backups in `dir` older than `keepDays`, dated by their names (which survive a copy, unlike
 * mtime). Touches only default names, never `keep` (the backup just written), never the last one left.
 */
export async function pruneBackups(dir: string, keepDays: number, keep: string): Promise<string[]> {
  const cutoff = Date.now() - keepDays * 86_400_000;
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

async function tableColumns(db: Database): Promise<Record<TableName, string[]>> {
  const rows = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`),
  );
  return Object.fromEntries(
    TABLES.map((t) => [t.name, rows.filter((r) => r.table_name === t.name).map((r) => r.column_name)]),
  ) as Record<TableName, string[]>;
}

/**
 * A table's rows as PostgreSQL's own JSON, read in keyset order: PAGE_ROWS per query, or one piece of
 * file bytes per query.
 */
async function* tableRows(db: Database, table: Table): AsyncGenerator<Record<string, unknown>> {
  const limit = table.name === CHUNKS ? 1 : PAGE_ROWS;
  let after = sql`true`;
  for (;;) {
    const rows = rowsOf<{ row: unknown }>(
      await db.execute(sql`select to_jsonb(t) as row from ${sql.identifier(table.name)} t
        where ${after} order by ${sql.raw(table.order)} limit ${limit}`),
    ).map(({ row }) => (typeof row === "string" ? JSON.parse(row) : row));
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < limit) return;
    const values = table.order.split(", ").map((column) => sql`${last[column]}`);
    after = sql`(${sql.raw(table.order)}) > (${sql.join(values, sql`, `)})`;
  }
}

/**
 * Writes a backup of the database to `file`, sealed with `key` if given, and renames it into place
 * when complete; read in one repeatable-read transaction so it is consistent while leads keep arriving.
 */
export async function writeBackup(
  { db, kind: source }: Pick<DatabaseHandle, "db" | "kind">,
  file: string,
  key: BackupKey | undefined,
) {
  // The file holds every lead and the site's generated secrets, so only its owner may read it.
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const hash = createHash("sha256");
  const counts = zeroCounts();
  let attachmentBytes = 0;
  const line = (value: unknown) => {
    const text = `${JSON.stringify(value)}\n`;
    hash.update(text);
    return text;
  };
  const schema = await databaseSchemaVersion(db);
  async function* lines(tx: Database) {
    const tables = await tableColumns(tx);
    const createdAt = new Date().toISOString();
    yield line({ format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt, source, schema, tables });
    for (const table of TABLES)
      for await (const row of tableRows(tx, table)) {
        counts[table.name]++;
        if (table.name === CHUNKS) {
          // A piece's bytes as base64 rather than bytea's hex text: a third larger, not twice.
          const bytes = Buffer.from(String(row.data).slice(2), "hex");
          attachmentBytes += bytes.byteLength;
          row.data = bytes.toString("base64");
        }
        yield line({ table: table.name, row });
      }
    yield `${JSON.stringify({ end: { counts, attachmentBytes, sha256: hash.digest("hex") } })}\n`;
  }
  await makeAtomically(file, (partial) =>
    db.transaction(
      (tx) =>
        pipeline(
          // One line at a time: the next is read only once the last is written.
          Readable.from(lines(tx), { highWaterMark: 1 }),
          createGzip(),
          sealing(key),
          createWriteStream(partial, { mode: 0o600, flush: true }),
        ),
      { isolationLevel: "repeatable read", accessMode: "read only" },
    ),
  );
  const fileBytes = (await stat(file)).size;
  return { file, counts, attachmentBytes, fileBytes, schema, keyId: key?.id ?? null };
}

export type BackupSummary = Awaited<ReturnType<typeof writeBackup>>;

/** The header fields read back; format and version are checked before the header is taken. */
type Header = {
  source: string;
  schema: BackupSummary["schema"];
  tables: Partial<Record<TableName, string[]>>;
};
type Entry = { table: TableName; row: Record<string, unknown> };
type Trailer = { counts: Counts; attachmentBytes: number; sha256: string };

type AttachmentRow = { submission_id: string; position: number; sha256: string; size: number };
type PieceRow = { submission_id: string; position: number; seq: number; data: string };
/** An attachment's row, and what its pieces have added up to so far. */
type Attachment = { row: AttachmentRow; hash: Hash; bytes: number; seq: number };

const attachmentKey = (row: { submission_id: string; position: number }) =>
  `${row.submission_id}/${row.position}`;

/** Adds a piece to its attachment, which must be in the file already and have every piece before it. */
function addPiece(attachments: Map<string, Attachment>, row: PieceRow): number {
  const key = attachmentKey(row);
  const attachment = attachments.get(key);
  if (!attachment) throw new BackupError(`corrupt backup: attachment ${key} does not match its SHA-256`);
  if (row.seq !== attachment.seq + 1) throw new BackupError(`corrupt backup: attachment ${key} has a gap`);
  const bytes = Buffer.from(row.data, "base64");
  attachment.hash.update(bytes);
  attachment.bytes += bytes.byteLength;
  attachment.seq = row.seq;
  return bytes.byteLength;
}

/**
 * Reads a backup line by line, passing its header and each row to the hooks (a restore), and checks
 * the schema, the end line's counts and SHA-256 and each attachment's SHA-256. Any damage rejects.
 */
export async function verifyBackup(
  file: string,
  access: BackupAccess,
  onHeader?: (header: Header) => Promise<void>,
  onRow?: (entry: Entry) => Promise<void>,
) {
  const found = { keyId: null as string | null };
  const hash = createHash("sha256");
  const counts = zeroCounts();
  const attachments = new Map<string, Attachment>();
  let header: Header | undefined;
  let trailer: Trailer | undefined;
  let attachmentBytes = 0;

  const take = async (line: string) => {
    if (trailer) throw new BackupError("corrupt backup: data after the end line");
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(line);
    } catch {
      // Not the parser's own message: it quotes the line's data.
      throw new BackupError("corrupt backup: a line is not JSON");
    }
    if (!header) {
      if (parsed.format !== BACKUP_FORMAT) throw new BackupError("not a leads backup file");
      if (!READABLE_VERSIONS.has(parsed.version as number))
        throw new BackupError(`backup format version ${String(parsed.version)} is not supported`);
      header = parsed as unknown as Header;
      // Refused when made by a newer schema: one whose last migration is not among this code's.
      const entries = journal();
      const migration = header.schema?.migration;
      if (!entries.some((e) => e.tag === migration))
        throw new BackupError(
          `backup is from a newer database schema (${migration}) than this code (${entries.at(-1)?.tag}): restore it with the newer version`,
        );
      await onHeader?.(header);
    } else if (parsed.end) {
      for (const [key, { row, hash, bytes, seq }] of attachments) {
        if (seq < 0) throw new BackupError("corrupt backup: an attachment has no bytes");
        if (hash.digest("hex") !== row.sha256 || bytes !== row.size)
          throw new BackupError(`corrupt backup: attachment ${key} does not match its SHA-256`);
      }
      trailer = parsed.end as Trailer;
      if (trailer.sha256 !== hash.digest("hex")) throw new BackupError("corrupt backup: checksum mismatch");
      return;
    } else {
      const entry = parsed as unknown as Entry;
      if (!Object.hasOwn(counts, entry.table) || typeof entry.row !== "object" || entry.row === null)
        throw new BackupError("corrupt backup: a row of an unknown table");
      if (entry.table === "lead_attachments") {
        const row = entry.row as AttachmentRow;
        attachments.set(attachmentKey(row), { row, hash: createHash("sha256"), bytes: 0, seq: -1 });
      } else if (entry.table === CHUNKS) attachmentBytes += addPiece(attachments, entry.row as PieceRow);
      counts[entry.table]++;
      await onRow?.(entry);
    }
    hash.update(`${line}\n`);
  };

  try {
    await pipeline(createReadStream(file), unsealing(access, found), createGunzip(), async (text) => {
      // `text` is the gunzip stream itself. The reader is closed before the pipeline destroys the
      // streams, or it would raise their error again where nothing catches it.
      const lines = createInterface({ input: text as Readable, crlfDelay: Number.POSITIVE_INFINITY });
      try {
        for await (const line of lines) await take(line);
      } finally {
        lines.close();
      }
    });
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`corrupt backup: ${(error as Error).message}`);
  }
  if (!header) throw new BackupError("corrupt backup: the file is empty");
  if (!trailer) throw new BackupError("corrupt backup: the file ends early (no end line)");
  for (const { name } of TABLES) {
    // A table the end line omits is one the file predates, if its header does not name it either.
    const expected = trailer.counts[name] ?? (header.tables?.[name] === undefined ? 0 : Number.NaN);
    if (expected !== counts[name])
      throw new BackupError(`corrupt backup: ${name} has the wrong number of rows`);
  }
  if (trailer.attachmentBytes !== attachmentBytes)
    throw new BackupError("corrupt backup: attachment bytes do not add up");
  return { header, trailer, keyId: found.keyId };
}

/**
 * Restores a backup into `db` in one transaction, replacing the tables the file holds (content_ids is
 * merged). Refused when the database already has leads, unless `force`.
 */
export async function restoreBackup(db: Database, file: string, options: { force: boolean } & BackupAccess) {
  const restored = await db.transaction(async (tx) => {
    // The lock keeps a running server from adding a lead between this count and the restore.
    await tx.execute(sql`lock table lead_submissions in share row exclusive mode`);
    const existing = await tx.$count(leadSubmissions);
    if (existing > 0 && !options.force)
      throw new BackupError(
        `the database already has ${existing} lead(s): restore with --force to replace them with the backup's`,
      );
    let batch: { table: TableName; rows: Record<string, unknown>[] } | undefined;
    let columns: Header["tables"] = {};
    const flush = async () => {
      if (!batch) return;
      // The file's columns by name: a column added since takes its default.
      const cols = sql.join(
        (columns[batch.table] ?? []).map((c) => sql.identifier(c)),
        sql`, `,
      );
      const overriding = IDENTITY_TABLES.has(batch.table) ? sql`overriding system value` : sql``;
      const merge =
        batch.table === MERGED
          ? sql`on conflict (collection, numeric_id) do update set key = excluded.key`
          : sql``;
      await tx.execute(
        sql`insert into ${sql.identifier(batch.table)} (${cols}) ${overriding}
          select ${cols} from jsonb_populate_recordset(null::${sql.identifier(batch.table)}, ${JSON.stringify(batch.rows)}::jsonb)
          ${merge}`,
      );
      batch = undefined;
    };
    const onHeader = async (header: Header) => {
      columns = header.tables ?? {};
      // Emptied children first; content_ids is merged into instead.
      for (const table of [...TABLES].reverse())
        if (table.name !== MERGED && columns[table.name] !== undefined)
          await tx.execute(sql`delete from ${sql.identifier(table.name)}`);
    };
    const { header, trailer, keyId } = await verifyBackup(file, options, onHeader, async ({ table, row }) => {
      if (batch && batch.table !== table) await flush();
      batch ??= { table, rows: [] };
      // A piece's base64 as bytea's hex text, one piece per statement so only one is held.
      if (table === CHUNKS)
        batch.rows.push({ ...row, data: `\\x${Buffer.from(String(row.data), "base64").toString("hex")}` });
      else batch.rows.push(row);
      if (batch.rows.length >= (table === CHUNKS ? 1 : PAGE_ROWS)) await flush();
    });
    await flush();
    for (const table of IDENTITY_TABLES)
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
      );
    const { counts, attachmentBytes } = trailer;
    return { file, counts, attachmentBytes, schema: header.schema, keyId, replaced: existing };
  });
  return { ...restored, fileBytes: (await stat(file)).size };
}
