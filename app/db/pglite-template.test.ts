import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// New data directories made from PGLITE_TEMPLATE_DIR: initdb once, then copies.
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "northpeak-template-"));
  delete process.env.DATABASE_URL;
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  // The next file in this worker reads the environment afresh.
  delete process.env.DATA_DIR;
  delete process.env.PGLITE_TEMPLATE_DIR;
  vi.resetModules();
});

/** Opens the app's database in a new DATA_DIR (fresh modules: the environment is read once per process). */
async function openIn(dataDir: string, template = path.join(root, "template")) {
  process.env.DATA_DIR = dataDir;
  process.env.PGLITE_TEMPLATE_DIR = template;
  vi.resetModules();
  const client = await import("./client.server");
  const handle = await client.database();
  const [tables] = client.rowsOf<{ n: number }>(
    await handle.db.execute(
      sql`select count(*)::int as n from pg_tables where tablename = 'lead_attachment_chunks'`,
    ),
  );
  await handle.db.execute(sql`insert into captcha_used (key, expires_at) values (${dataDir}, now())`);
  await client.closeDatabase();
  return tables?.n;
}

describe("PGLITE_TEMPLATE_DIR", () => {
  it("makes the template once, copies it into each new data directory and never writes to it", async () => {
    expect(await openIn(path.join(root, "first"))).toBe(1);
    const template = path.join(root, "template");
    expect((await stat(path.join(template, "PG_VERSION"))).isFile()).toBe(true);
    const made = (await stat(path.join(template, "PG_VERSION"))).mtimeMs;

    expect(await openIn(path.join(root, "second"))).toBe(1);
    // The same template, not made again; nothing half-made left beside it.
    expect((await stat(path.join(template, "PG_VERSION"))).mtimeMs).toBe(made);
    expect((await readdir(root)).sort()).toEqual(["first", "second", "template"]);

    // The template is still a bare initdb: the migrations ran in the copies only.
    const { PGlite } = await import("@electric-sql/pglite");
    const bare = await PGlite.create(template);
    try {
      const { rows } = await bare.query<{ n: number }>(
        "select count(*)::int as n from pg_tables where schemaname = 'public'",
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await bare.close();
    }
  }, 180_000);

  it("refuses a template folder that holds something else, naming the variable, and creates nothing", async () => {
    const wrong = path.join(root, "not-a-template");
    await mkdir(wrong);
    await writeFile(path.join(wrong, "notes.txt"), "not a database");
    const dataDir = path.join(root, "third");
    await expect(openIn(dataDir, wrong)).rejects.toThrow(
      `PGLITE_TEMPLATE_DIR (${wrong}) holds files but no embedded database`,
    );
    expect(await readdir(wrong)).toEqual(["notes.txt"]);
    expect(await readdir(path.join(dataDir, "db"))).toEqual([]);
  });
});
