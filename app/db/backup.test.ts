/** Backups written and restored in memory: every table round-trips, sealed or plain, and older files restore. */
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { asc, getTableColumns, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeLead } from "~/leads/intake/store.server";
import { countFormStep } from "~/leads/insights/funnel.server";
import { noAttribution } from "~/leads/shared/attribution";
import { knownAttribution } from "../../tests/support/known-attribution";
import { attributionOfRow } from "~/leads/shared/lead-fields.server";
import { memoryDatabase } from "../../tests/support/memory-database";
import { backupWithoutTable, rewrittenBackup, tableRows } from "../../tests/support/backup-file";
import { newLead } from "../../tests/support/stored-lead";
import { PIECE_BYTES } from "./backup-envelope.server";
import { backupKey } from "./backup-key.server";
import { restoreBackup, verifyBackup, writeBackup } from "./backup.server";
import type { Database } from "./client.server";
import * as schema from "./schema.server";

const key = backupKey(randomBytes(32).toString("hex"))!;
// Random bytes do not compress: the file is several pieces long, so a late piece comes after rows.
const upload = randomBytes(5 * PIECE_BYTES);

/** The backed-up tables and the columns that order their rows. */
const TABLES = {
  lead_submissions: "id",
  lead_attachments: "submission_id, position",
  lead_attachment_chunks: "submission_id, position, seq",
  mail_outbox: "id",
  app_secrets: "name",
  content_ids: "collection, numeric_id",
  staff_audit_events: "id",
  form_funnel_counts: "day, form_id, step",
};

/** Every row of every backed-up table, file bytes included. */
const contents = (db: Database) => tableRows(db, TABLES);

const funnel = (db: Database) =>
  db
    .select()
    .from(schema.formFunnelCounts)
    .orderBy(asc(schema.formFunnelCounts.day), asc(schema.formFunnelCounts.formId));

/** Each lead's e-mail, job opening and attribution, as the staff see them. */
async function origins(db: Database) {
  const rows = await db.select().from(schema.leadSubmissions).orderBy(asc(schema.leadSubmissions.email));
  return rows.map((row) => ({ email: row.email, opening: row.opening, attribution: attributionOfRow(row) }));
}

/** The attribution columns of lead_submissions (migration 0008), by the schema's own names. */
const ATTRIBUTION_COLUMNS = Object.entries(getTableColumns(schema.leadSubmissions))
  .filter(([key]) => Object.hasOwn(noAttribution, key))
  .map(([, column]) => column.name);

/** The columns of lead_submissions added after migration 0007: the attribution, then the job opening (0012). */
const LATER_COLUMNS = [...ATTRIBUTION_COLUMNS, schema.leadSubmissions.opening.name];

/** The same plain backup as written before migration 0008: no later columns. */
const beforeAttribution = (plain: Buffer) =>
  rewrittenBackup(plain, {
    header: (header) => {
      header.schema = { migration: "0007_staff_sessions_and_audit", index: 7, when: 1795663694376 };
      header.tables.lead_submissions = header.tables.lead_submissions!.filter(
        (column) => !LATER_COLUMNS.includes(column),
      );
    },
    row: (entry) => {
      if (entry.table === "lead_submissions") for (const column of LATER_COLUMNS) delete entry.row[column];
    },
  });

describe("backups", () => {
  const source = memoryDatabase();
  const target = memoryDatabase();
  let dir: string;
  let sealed: string;
  let plain: string;
  let before: Awaited<ReturnType<typeof contents>>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "northpeak-backup-"));
    const file = { originalName: "r.pdf", kind: "pdf" as const, bytes: upload };
    const application = newLead({
      formId: "job-apply",
      fields: { email: "attributed@example.com", opening: "senior-dev" },
      attachments: [file],
      attribution: knownAttribution,
    });
    await storeLead(application, source());
    await storeLead(newLead({ fields: { email: "unknown@example.com" } }), source());
    await source()
      .insert(schema.appSecrets)
      .values({ name: "altcha_hmac", value: "generated-captcha-secret" });
    await source()
      .insert(schema.staffAuditEvents)
      .values([
        { kind: "sign-in", via: "page", clientIp: "198.51.100.4" },
        { kind: "csv-export", via: "page", clientIp: "198.51.100.4", leadCount: 1 },
      ]);
    await source()
      .insert(schema.formFunnelCounts)
      .values([
        // More than a page of the backup's reads (500): it reads on from a key of three columns.
        ...Array.from({ length: 501 }, (_, days) => {
          const day = new Date(Date.UTC(2025, 6, 1) + days * 86_400_000).toISOString().slice(0, 10);
          return { day, formId: "contact", step: "view", count: 12 };
        }),
        { day: "2026-11-12", formId: "contact", step: "start", count: 3 },
      ]);
    await countFormStep("demo", "view", source());
    // Ids Strapi 5 has since replaced: kept nowhere else, so old links still answer 301.
    await source()
      .insert(schema.contentIds)
      .values([
        { collection: "blogs", numericId: 7, key: "f4poi207t5a4wjkb3ao2btx2" },
        { collection: "news", numericId: 3, key: "k2d9x0q1r8m5n7b3v6c4z1a9" },
      ]);
    before = await contents(source());
    sealed = path.join(dir, "sealed.jsonl.gz.enc");
    plain = path.join(dir, "plain.jsonl.gz");
    await writeBackup({ db: source(), kind: "pglite" }, sealed, key);
    await writeBackup({ db: source(), kind: "pglite" }, plain, undefined);
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("sealed, hold nothing readable and restore every row of every table with the key", async () => {
    const bytes = await readFile(sealed);
    expect(bytes.byteLength).toBeGreaterThan(5 * PIECE_BYTES);
    for (const text of ["attributed@example.com", "generated-captcha-secret", "lead_submissions"])
      expect(bytes.includes(text), text).toBe(false);
    const summary = await restoreBackup(target(), sealed, { force: false, key });
    expect(summary.keyId).toBe(key.id);
    expect(summary.counts.form_funnel_counts).toBe(503);
    expect(await contents(target())).toEqual(before);
    // The audit trail's ids go on after the restored ones.
    const [next] = await target()
      .insert(schema.staffAuditEvents)
      .values({ kind: "sign-out", via: "page", clientIp: "198.51.100.4" })
      .returning({ id: schema.staffAuditEvents.id });
    const restored = before.staff_audit_events as { id: number }[];
    expect(Number(next!.id)).toBeGreaterThan(Math.max(...restored.map((event) => Number(event.id))));
  });

  it("roll back a restore whose late piece does not verify: not one row of the file stays", async () => {
    // The target holds a lead of its own; the damaged file's leads would replace it.
    await target().execute(sql`delete from lead_submissions`);
    await storeLead(newLead({ fields: { email: "stays@example.com" } }), target());
    const kept = await contents(target());
    const bytes = await readFile(sealed);
    bytes[bytes.byteLength - 100]! ^= 0x40;
    const altered = path.join(dir, "altered.enc");
    await writeFile(altered, bytes);
    // Straight to restore, without the separate check the command makes first.
    await expect(restoreBackup(target(), altered, { force: true, key })).rejects.toThrow(
      /^corrupt backup: piece \d+ does not verify with BACKUP_KEY/,
    );
    expect(await contents(target())).toEqual(kept);
  });

  it("open only with a key, and a plain file only without a key or when allowed", async () => {
    await expect(verifyBackup(sealed, { key: undefined })).rejects.toThrow(
      `the backup is encrypted (key id ${key.id}): set BACKUP_KEY to the key it was made with`,
    );
    await expect(verifyBackup(plain, { key })).rejects.toThrow(
      /^the backup is neither encrypted nor authenticated \(made without BACKUP_KEY\).*--allow-unkeyed/,
    );
    expect((await verifyBackup(plain, { key, allowUnkeyed: true })).keyId).toBeNull();
    expect((await verifyBackup(plain, { key: undefined })).keyId).toBeNull();
    expect((await verifyBackup(sealed, { key })).keyId).toBe(key.id);
  });

  it("refuse a newer, changed, cut short or broken file", async () => {
    const text = gunzipSync(await readFile(plain)).toString("utf8");
    const lines = text.split("\n");
    const header = JSON.parse(lines[0]!);
    header.schema = { migration: "9999_future", index: 9999, when: 9_999_999_999_999 };
    const cases: [string, Buffer, RegExp][] = [
      // Refused at its header, the rest of the file unread.
      [
        "newer.jsonl.gz",
        gzipSync([JSON.stringify(header), ...lines.slice(1)].join("\n")),
        /^backup is from a newer database schema \(9999_future\)/,
      ],
      // One changed character inside a lead: valid JSON and gzip, wrong checksum.
      [
        "altered.jsonl.gz",
        gzipSync(text.replace("unknown@example.com", "unknwon@example.com")),
        /^corrupt backup: checksum mismatch$/,
      ],
      ["truncated.jsonl.gz", gzipSync(lines.slice(0, -3).join("\n")), /^corrupt backup: the file ends early/],
      ["garbage.jsonl.gz", (await readFile(plain)).subarray(0, 2000), /^corrupt backup: /],
      ["not-json.gz", gzipSync(text.replace("unknown@", '"x@')), /^corrupt backup: a line is not JSON$/],
    ];
    for (const [name, bytes, message] of cases) {
      await writeFile(path.join(dir, name), bytes);
      await expect(verifyBackup(path.join(dir, name), { key: undefined }), name).rejects.toThrow(message);
    }
  });

  it("restore a version 3 file, made before the conversion counts were kept, and leave the database's", async () => {
    const older = path.join(dir, "older.jsonl.gz");
    // The same backup as version 3 wrote it: no form_funnel_counts in the header, rows or counts.
    await writeFile(older, backupWithoutTable(await readFile(plain), "form_funnel_counts", 3));
    await countFormStep("internship", "start", target());
    const counts = await funnel(target());
    await restoreBackup(target(), older, { force: true, key: undefined });
    expect(await funnel(target())).toEqual(counts);
    expect(await origins(target())).toHaveLength(2);
  });

  it("restore a file made before attribution was kept: the leads come back, their origin and opening unknown", async () => {
    expect(ATTRIBUTION_COLUMNS).toHaveLength(Object.keys(noAttribution).length);
    const older = path.join(dir, "before-attribution.jsonl.gz");
    await writeFile(older, beforeAttribution(await readFile(plain)));
    await restoreBackup(target(), older, { force: true, key: undefined });
    const restored = await origins(target());
    expect(restored.map((lead) => lead.email)).toEqual(["attributed@example.com", "unknown@example.com"]);
    for (const { attribution: kept, opening } of restored) {
      expect(kept).toEqual(noAttribution);
      expect(opening).toBeNull();
    }
  });

  it("merge the file's former content ids into those the database learned since", async () => {
    const learned = { collection: "news", numeric_id: 99, key: "learned-after-the-backup" };
    await target().execute(sql`delete from content_ids`);
    await target()
      .insert(schema.contentIds)
      .values({ collection: learned.collection, numericId: learned.numeric_id, key: learned.key });
    await restoreBackup(target(), plain, { force: true, key: undefined });
    expect((await contents(target())).content_ids).toEqual([...(before.content_ids ?? []), learned]);
  });
});
