import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type NewLead, storeLead } from "~/leads/intake/store.server";
import { PIECE_BYTES } from "./backup-envelope.server";
import { backupKey } from "./backup-key.server";
import { restoreBackup, verifyBackup, writeBackup } from "./backup.server";
import type { Database } from "./client.server";
import { memoryDatabase } from "../../tests/support/memory-database";
import * as schema from "./schema.server";

const key = backupKey(randomBytes(32).toString("hex"))!;
const otherKey = backupKey(randomBytes(32).toString("base64"))!;
// Random bytes do not compress: the file is several pieces long, so a late piece comes after rows.
const upload = randomBytes(5 * PIECE_BYTES);

const lead = (email: string, attachments: NewLead["attachments"]): NewLead => ({
  formId: "contact",
  variant: "contact-page",
  fields: { name: `Lead ${email}`, email, contact: "+1 555 0100", message: "Hello", product: [] },
  attachments,
  clientIp: "203.0.113.7",
  userAgent: "vitest",
  captchaProvider: "altcha",
  confirmation: false,
  mailDomain: "northpeak.example",
});

/** What a restore must bring back: leads, attachment bytes, generated secrets and the staff audit trail. */
async function contents(db: Database) {
  const leads = await db
    .select({ id: schema.leadSubmissions.id, email: schema.leadSubmissions.email })
    .from(schema.leadSubmissions)
    .orderBy(asc(schema.leadSubmissions.email));
  const pieces = await db
    .select()
    .from(schema.leadAttachmentChunks)
    .orderBy(schema.leadAttachmentChunks.position, schema.leadAttachmentChunks.seq);
  const hash = createHash("sha256");
  for (const piece of pieces) hash.update(piece.data);
  const secrets = await db.select().from(schema.appSecrets).orderBy(asc(schema.appSecrets.name));
  const audit = await db.select().from(schema.staffAuditEvents).orderBy(asc(schema.staffAuditEvents.id));
  return { leads, files: hash.digest("hex"), secrets, audit };
}

describe("a backup sealed with BACKUP_KEY", () => {
  const source = memoryDatabase();
  const target = memoryDatabase();
  let dir: string;
  let sealed: string;
  let plain: string;
  let before: Awaited<ReturnType<typeof contents>>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "northpeak-keyed-"));
    await storeLead(
      lead("sealed@example.com", [{ originalName: "r.pdf", kind: "pdf", bytes: upload }]),
      source(),
    );
    await source()
      .insert(schema.appSecrets)
      .values({ name: "altcha_hmac", value: "generated-captcha-secret" });
    await source()
      .insert(schema.staffAuditEvents)
      .values([
        { kind: "sign-in", via: "page", clientIp: "198.51.100.4" },
        { kind: "csv-export", via: "page", clientIp: "198.51.100.4", leadCount: 1 },
      ]);
    before = await contents(source());
    sealed = path.join(dir, "sealed.jsonl.gz.enc");
    plain = path.join(dir, "plain.jsonl.gz");
    await writeBackup(source(), sealed, "pglite", key);
    await writeBackup(source(), plain, "pglite", undefined);
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("holds nothing readable and restores every lead, file byte, secret and audit event with the key", async () => {
    const bytes = await readFile(sealed);
    expect(bytes.byteLength).toBeGreaterThan(5 * PIECE_BYTES);
    for (const text of ["sealed@example.com", "generated-captcha-secret", "lead_submissions"])
      expect(bytes.includes(text), text).toBe(false);
    const summary = await restoreBackup(target(), sealed, { force: false, key });
    expect(summary.keyId).toBe(key.id);
    expect(await contents(target())).toEqual(before);
    expect(before.audit).toHaveLength(2);
    // The audit trail's ids go on after the restored ones.
    const [next] = await target()
      .insert(schema.staffAuditEvents)
      .values({ kind: "sign-out", via: "page", clientIp: "198.51.100.4" })
      .returning({ id: schema.staffAuditEvents.id });
    expect(Number(next!.id)).toBeGreaterThan(Math.max(...before.audit.map((event) => Number(event.id))));
  });

  it("rolls back a restore whose late piece does not verify: not one row of the file stays", async () => {
    // The target holds a lead of its own; the damaged file's leads would replace it.
    await target().execute(sql`delete from lead_submissions`);
    await storeLead(lead("stays@example.com", []), target());
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

  it("opens only with its own key, and a plain file only without a key or when allowed", async () => {
    await expect(verifyBackup(sealed, { key: undefined })).rejects.toThrow(
      `the backup is encrypted (key id ${key.id}): set BACKUP_KEY to the key it was made with`,
    );
    await expect(verifyBackup(sealed, { key: otherKey })).rejects.toThrow(
      `the backup was made with another BACKUP_KEY (key id ${key.id}; this BACKUP_KEY's id is ${otherKey.id})`,
    );
    await expect(verifyBackup(plain, { key })).rejects.toThrow(
      /^the backup is neither encrypted nor authenticated \(made without BACKUP_KEY\).*--allow-unkeyed/,
    );
    expect((await verifyBackup(plain, { key, allowUnkeyed: true })).keyId).toBeNull();
    expect((await verifyBackup(plain, { key: undefined })).keyId).toBeNull();
    expect((await verifyBackup(sealed, { key })).keyId).toBe(key.id);
  });
});
