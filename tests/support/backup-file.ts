/** What the backup tests compare and forge: the backed-up rows, and a plain backup changed by hand. */
import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "~/db/client.server";

/** Every row of each table as PostgreSQL's JSON (file bytes included), ordered by the columns given. */
export async function tableRows(db: Database, tables: Record<string, string>) {
  const rows: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(tables)) {
    const result = await db.execute(sql.raw(`select to_jsonb(t) as row from ${table} t order by ${order}`));
    rows[table] = rowsOf<{ row: unknown }>(result).map(({ row }) =>
      typeof row === "string" ? JSON.parse(row) : row,
    );
  }
  return rows;
}

type Header = { version: number; schema: unknown; tables: Record<string, string[]> };
type Entry = { table: string; row: Record<string, unknown> };
type End = { counts: Record<string, number>; sha256: string };

/** A plain backup with its lines changed by `edit` (a row that `row` answers false for left out), its checksum made again. */
export function rewrittenBackup(
  plain: Buffer,
  edit: { header?: (header: Header) => void; row?: (entry: Entry) => unknown; end?: (end: End) => void },
): Buffer {
  const lines = gunzipSync(plain).toString("utf8").trimEnd().split("\n");
  const header: Header = JSON.parse(lines[0]!);
  const { end }: { end: End } = JSON.parse(lines.at(-1)!);
  edit.header?.(header);
  const rows = lines.slice(1, -1).map((line): Entry => JSON.parse(line));
  edit.end?.(end);
  const body = [header, ...rows.filter((entry) => edit.row?.(entry) !== false)]
    .map((line) => `${JSON.stringify(line)}\n`)
    .join("");
  end.sha256 = createHash("sha256").update(body).digest("hex");
  return gzipSync(`${body}${JSON.stringify({ end })}\n`);
}

/** The plain backup as format `version` wrote it, before `table` was backed up. */
export const backupWithoutTable = (plain: Buffer, table: string, version: number) =>
  rewrittenBackup(plain, {
    header: (header) => {
      header.version = version;
      delete header.tables[table];
    },
    row: (entry) => entry.table !== table,
    end: (end) => delete end.counts[table],
  });
