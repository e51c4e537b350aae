/** A backup keeps and restores each lead's attribution; a file from before those columns still restores. */
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { asc, getTableColumns } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type NewLead, storeLead } from "~/leads/intake/store.server";
import { type LeadAttribution, noAttribution } from "~/leads/shared/attribution";
import { knownAttribution } from "~/leads/shared/attribution.test-support";
import { attributionOfRow } from "~/leads/shared/lead-fields.server";
import { memoryDatabase } from "../../tests/support/memory-database";
import { restoreBackup, writeBackup } from "./backup.server";
import type { Database } from "./client.server";
import * as schema from "./schema.server";

const lead = (email: string, origin?: LeadAttribution): NewLead => ({
  formId: "contact",
  variant: "contact-page",
  fields: { name: `Lead ${email}`, email, contact: "+1 555 0100", message: "Hello", product: [] },
  attachments: [],
  clientIp: "203.0.113.7",
  userAgent: "vitest",
  captchaProvider: "altcha",
  confirmation: false,
  mailDomain: "northpeak.example",
  ...(origin ? { attribution: origin } : {}),
});

/** Each lead's e-mail and attribution, as the staff see them. */
async function origins(db: Database) {
  const rows = await db.select().from(schema.leadSubmissions).orderBy(asc(schema.leadSubmissions.email));
  return rows.map((row) => ({ email: row.email, attribution: attributionOfRow(row) }));
}

/** The attribution columns of lead_submissions (migration 0008), by the schema's own names. */
const ATTRIBUTION_COLUMNS = Object.entries(getTableColumns(schema.leadSubmissions))
  .filter(([key]) => Object.hasOwn(noAttribution, key))
  .map(([, column]) => column.name);

/** The same backup as written before migration 0008: no attribution columns, checksum made again. */
async function asBeforeAttribution(file: string, older: string): Promise<void> {
  const lines = gunzipSync(await readFile(file))
    .toString("utf8")
    .trimEnd()
    .split("\n");
  const header = JSON.parse(lines[0]!);
  header.schema = { migration: "0007_staff_sessions_and_audit", index: 7, when: 1795663694376 };
  header.tables.lead_submissions = header.tables.lead_submissions.filter(
    (column: string) => !ATTRIBUTION_COLUMNS.includes(column),
  );
  const rows = lines.slice(1, -1).map((line) => {
    const entry = JSON.parse(line);
    if (entry.table === "lead_submissions")
      for (const column of ATTRIBUTION_COLUMNS) delete entry.row[column];
    return JSON.stringify(entry);
  });
  const end = JSON.parse(lines.at(-1)!).end;
  const body = [JSON.stringify(header), ...rows].map((line) => `${line}\n`).join("");
  end.sha256 = createHash("sha256").update(body).digest("hex");
  await writeFile(older, gzipSync(`${body}${JSON.stringify({ end })}\n`));
}

describe("backups and where leads came from", () => {
  const source = memoryDatabase();
  const target = memoryDatabase();
  let dir: string;
  let file: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "northpeak-attribution-"));
    await storeLead(lead("attributed@example.com", knownAttribution), source());
    await storeLead(lead("unknown@example.com"), source());
    file = path.join(dir, "leads.jsonl.gz");
    await writeBackup(source(), file, "pglite", undefined);
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("restores every attribution fact of every lead", async () => {
    const before = await origins(source());
    expect(before).toEqual([
      { email: "attributed@example.com", attribution: knownAttribution },
      { email: "unknown@example.com", attribution: noAttribution },
    ]);
    await restoreBackup(target(), file, { force: true, key: undefined });
    expect(await origins(target())).toEqual(before);
  });

  it("restores a backup made before attribution was kept: the leads come back, their origin unknown", async () => {
    expect(ATTRIBUTION_COLUMNS).toHaveLength(Object.keys(noAttribution).length);
    const older = path.join(dir, "before-attribution.jsonl.gz");
    await asBeforeAttribution(file, older);
    await restoreBackup(target(), older, { force: true, key: undefined });
    const restored = await origins(target());
    expect(restored.map((lead) => lead.email)).toEqual(["attributed@example.com", "unknown@example.com"]);
    for (const { attribution: kept } of restored) expect(kept).toEqual(noAttribution);
  });
});
