/** A plain backup as an older format wrote it, without `table`, its checksum made again. */
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { gunzipSync, gzipSync } from "node:zlib";

export async function backupWithoutTable(file: string, into: string, table: string, version: number) {
  const lines = gunzipSync(await readFile(file))
    .toString("utf8")
    .trimEnd()
    .split("\n");
  const header = JSON.parse(lines[0]!);
  header.version = version;
  delete header.tables[table];
  const rows = lines.slice(1, -1).filter((line) => JSON.parse(line).table !== table);
  const end = JSON.parse(lines.at(-1)!).end;
  delete end.counts[table];
  const body = [JSON.stringify(header), ...rows].map((line) => `${line}\n`).join("");
  end.sha256 = createHash("sha256").update(body).digest("hex");
  await writeFile(into, gzipSync(`${body}${JSON.stringify({ end })}\n`));
}
