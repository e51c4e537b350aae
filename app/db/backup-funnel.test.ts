import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countFormStep } from "~/leads/insights/funnel.server";
import { storeLeadAt } from "~/leads/insights/stored-lead.test-support";
import { memoryDatabase } from "../../tests/support/memory-database";
import { backupWithoutTable } from "../../tests/support/older-backup";
import { BACKUP_VERSION, restoreBackup, writeBackup } from "./backup.server";
import type { Database } from "./client.server";
import { formFunnelCounts } from "./schema.server";

const funnel = (db: Database) =>
  db
    .select()
    .from(formFunnelCounts)
    .orderBy(asc(formFunnelCounts.day), asc(formFunnelCounts.formId), asc(formFunnelCounts.step));

describe("backups of the forms' conversion counts", () => {
  const source = memoryDatabase();
  const target = memoryDatabase();
  let dir: string;
  let file: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "northpeak-funnel-backup-"));
    await storeLeadAt(source(), "2026-11-02T10:00:00Z");
    await source()
      .insert(formFunnelCounts)
      .values([
        { day: "2026-11-02", formId: "contact", step: "view", count: 12 },
        { day: "2026-11-02", formId: "contact", step: "start", count: 3 },
      ]);
    await countFormStep("demo", "view", source());
    file = path.join(dir, "funnel.jsonl.gz");
    await writeBackup(source(), file, "pglite", undefined);
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("keeps them: a restore brings every day's counts back", async () => {
    const header = JSON.parse(
      gunzipSync(await readFile(file))
        .toString("utf8")
        .split("\n")[0]!,
    );
    expect(header.version).toBe(BACKUP_VERSION);
    expect(header.tables.form_funnel_counts).toEqual(["day", "form_id", "step", "count"]);
    const summary = await restoreBackup(target(), file, { force: false, key: undefined });
    expect(summary.counts.form_funnel_counts).toBe(3);
    expect(await funnel(target())).toEqual(await funnel(source()));
  });

  it("restores a version 3 file, made before the counts were kept, and leaves the database's counts", async () => {
    const older = path.join(dir, "older.jsonl.gz");
    // The same backup as version 3 wrote it: no form_funnel_counts in the header, rows or counts.
    await backupWithoutTable(file, older, "form_funnel_counts", 3);
    await countFormStep("internship", "start", target());
    const before = await funnel(target());
    const summary = await restoreBackup(target(), older, { force: true, key: undefined });
    expect(summary.replaced).toBe(1);
    expect(await funnel(target())).toEqual(before);
  });
});
