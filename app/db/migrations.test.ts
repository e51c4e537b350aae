import { readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrationsFolder } from "./client.server";
import { byteaParsers, byteaSerializers } from "./pglite-bytea.server";

// Data written under an earlier migration must survive the later ones: each test applies the committed
// SQL files one by one, writes rows the old way, then applies the next file.
let db: PGlite;
beforeEach(async () => {
  db = await PGlite.create({ serializers: byteaSerializers, parsers: byteaParsers });
});
afterEach(() => db?.close());

async function apply(...files: string[]) {
  for (const file of files) {
    const text = await readFile(path.join(migrationsFolder(), file), "utf8");
    for (const statement of text.split("--> statement-breakpoint")) await db.exec(statement);
  }
}

const lead = (id: string, variant: string) =>
  db.query(
    "insert into lead_submissions (id, form_id, variant, captcha_provider) values ($1, 'contact', $2, 'test')",
    [id, variant],
  );

describe("committed migrations", () => {
  it("0002 cuts files stored before pieces existed into pieces of 1 MiB, empty ones into one", async () => {
    await apply("0000_leads.sql", "0001_rate_limit_hits.sql");
    const id = "00000000-0000-4000-8000-000000000999";
    await lead(id, "A");
    const big = Uint8Array.from({ length: 2 * 1048576 + 5 }, (_, i) => (i * 7) & 255);
    for (const [position, bytes] of [
      [1, big],
      [2, new Uint8Array(0)],
    ] as const) {
      await db.query(
        `insert into lead_attachments (submission_id, position, original_name, stored_name, content_type, size, sha256, data)
         values ($1, $2, 'a.pdf', 'a.pdf', 'application/pdf', $3, '-', $4)`,
        [id, position, bytes.byteLength, bytes],
      );
    }
    await apply("0002_attachment_chunks.sql");
    const result = await db.query<{ position: number; seq: number; data: Uint8Array }>(
      "select position, seq, data from lead_attachment_chunks where submission_id = $1 order by position, seq",
      [id],
    );
    expect(result.rows.map((row) => [row.position, row.seq, row.data.byteLength])).toEqual([
      [1, 0, 1048576],
      [1, 1, 1048576],
      [1, 2, 5],
      [2, 0, 0],
    ]);
    const joined = Buffer.concat(result.rows.filter((row) => row.position === 1).map((row) => row.data));
    expect(joined.equals(Buffer.from(big))).toBe(true);
  });

  it("0003 renames the stored form rules A and B for what they are", async () => {
    await apply("0000_leads.sql", "0001_rate_limit_hits.sql", "0002_attachment_chunks.sql");
    await lead("00000000-0000-4000-8000-00000000000a", "A");
    await lead("00000000-0000-4000-8000-00000000000b", "B");
    await apply("0003_variant_names.sql");
    const result = await db.query<{ variant: string }>("select variant from lead_submissions order by id");
    expect(result.rows.map((row) => row.variant)).toEqual(["contact-page", "apply-and-demo"]);
  });
});
