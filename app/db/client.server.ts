/**
 * The database: PGlite in DATA_DIR/db by default, PostgreSQL through node-postgres when DATABASE_URL
 * is set. Opened lazily on first use (never during prerender), migrated at start-up, and reopened on
 * the next call when opening failed, so a storage outage answers 503 instead of crashing the server.
 */
import { spawn } from "node:child_process";
import type { PGlite } from "@electric-sql/pglite";
import { existsSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { cp, mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "~/env.server";
import { logger } from "~/lib/logger.server";
import { closeTree, PRIVATE_DIR_MODE } from "~/lib/private-dir.server";
import { byteaParsers, byteaSerializers } from "./pglite-bytea.server";
import * as schema from "./schema.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseHandle = { db: Database; kind: "pglite" | "postgres"; close(): Promise<void> };

/** The committed migrations: ./drizzle beside the working directory or above the built bundle. */
export function migrationsFolder(): string {
  const candidates = [
    process.env.MIGRATIONS_DIR,
    path.resolve(process.cwd(), "drizzle"),
    path.resolve(import.meta.dirname, "../../drizzle"),
    path.resolve(import.meta.dirname, "../drizzle"),
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => existsSync(path.join(dir, "meta/_journal.json")));
  if (!found) throw new Error(`SQL migrations not found (looked in ${candidates.join(", ")})`);
  return found;
}

const MIGRATION_LOCK = 724_017_305; // pg_advisory_lock key: one instance migrates at a time

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  pool.on("error", (error) => logger.error({ err: error }, "idle PostgreSQL client failed"));
  try {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  const db = drizzle(pool, { schema }) as unknown as Database;
  return { db, kind: "postgres", close: () => pool.end() };
}

/**
 * Creates a new PGlite database in a short-lived child process. Creating one runs initdb's own
 * WebAssembly module, whose memory (about 500 MB) the process keeps after it is done: opening the
 * finished database here instead keeps the server near 280 MB (bench/README.md, memory).
 */
async function createPgliteInChild(dir: string): Promise<void> {
  const pglite = import.meta.resolve("@electric-sql/pglite");
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
const db = await PGlite.create(${JSON.stringify(dir)});
await db.close();`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk) => {
    errors += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`creating the embedded database failed: ${errors.slice(-500)}`);
}

/**
 * PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory and cost
 * that much resident memory from the start, for a database of a few thousand leads. 16 MB keeps the
 * server about 120 MB smaller; the reads the site makes stay in the buffers or the kernel's cache.
 * Given as a start parameter: PGlite's `postgresqlconf` option would replace initdb's whole
 * postgresql.conf on disk.
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB"];

/**
 * An open PGlite as the app's Database, with the committed migrations applied: the server's embedded
 * database and the tests' in-memory ones are made the same way.
 */
export async function migratedPglite(client: PGlite): Promise<Database> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  // Both drivers' databases are PgDatabase over the same schema; only their result types differ.
  return db as unknown as Database;
}

const isPgliteDatabase = (dir: string) => existsSync(path.join(dir, "PG_VERSION"));

/**
 * A new embedded database from a template: initdb (5 s of CPU and more on two cores) runs once, in
 * the template, and every new DATA_DIR after it gets a copy of its files. The template is made
 * beside its final name and renamed, so servers starting at once never copy a half-made one.
 */
async function createPgliteFromTemplate(dir: string, template: string): Promise<void> {
  if (!isPgliteDatabase(template)) {
    // A folder with other things in it is a wrong setting, not a template to make: say so before initdb.
    const entries = await readdir(template).catch(() => []);
    if (entries.length > 0)
      throw new Error(`PGLITE_TEMPLATE_DIR (${template}) holds files but no embedded database`);
    const making = `${template}.making-${process.pid}-${randomUUID()}`;
    try {
      await mkdir(making, { recursive: true });
      await createPgliteInChild(making);
      await rename(making, template);
    } catch (error) {
      await rm(making, { recursive: true, force: true });
      // Another server renamed its template first: it is as good as this one.
      if (!isPgliteDatabase(template)) throw error;
    }
  }
  // Copied beside the (empty) data directory and renamed onto it: a copy cut short is never taken
  // for a database, and a database another process put there first is never replaced.
  const copying = `${dir}.copying-${randomUUID()}`;
  try {
    await cp(template, copying, { recursive: true });
    await rename(copying, dir);
  } catch (error) {
    await rm(copying, { recursive: true, force: true });
    if (!isPgliteDatabase(dir)) throw error;
  }
}

/**
 * PGlite's PostgreSQL sets the modes of its files itself, whatever the umask: initdb makes most of
 * them 0666, a copied template keeps the template's, and each start writes the relation cache 0644
 * (the files it makes later are 0600). Once it has started, they are made the server user's alone.
 * The folder they are in is already closed to others: a failure here is worth a warning, not an
 * unavailable database.
 */
async function closeDatabaseFiles(dir: string): Promise<void> {
  await closeTree(dir).catch((error) =>
    logger.warn({ err: error, dir }, "could not take group and other permissions off the embedded database"),
  );
}

async function openPglite(dataDir: string, template: string | undefined): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const dir = path.join(dataDir, "db");
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (!isPgliteDatabase(dir))
    await (template ? createPgliteFromTemplate(dir, template) : createPgliteInChild(dir));
  const client = await PGlite.create(dir, {
    serializers: byteaSerializers,
    parsers: byteaParsers,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  try {
    const db = await migratedPglite(client);
    await closeDatabaseFiles(dir);
    return { db, kind: "pglite", close: () => client.close() };
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}

let opening: Promise<DatabaseHandle> | undefined;

/** The shared database handle; rejects (and retries on the next call) when storage is unavailable. */
export function database(): Promise<DatabaseHandle> {
  if (!opening) {
    const { DATABASE_URL, DATA_DIR, PGLITE_TEMPLATE_DIR } = env();
    const started = Date.now();
    opening = (DATABASE_URL ? openPostgres(DATABASE_URL) : openPglite(DATA_DIR, PGLITE_TEMPLATE_DIR)).then(
      (handle) => {
        logger.info({ kind: handle.kind, ms: Date.now() - started }, "database ready");
        return handle;
      },
      (error) => {
        opening = undefined;
        logger.error({ err: error }, "database unavailable");
        throw error;
      },
    );
  }
  return opening;
}

/** Shortcut for the drizzle instance. */
export async function db(): Promise<Database> {
  return (await database()).db;
}

/** Closes the handle if it was opened (server shutdown, tests). */
export async function closeDatabase(): Promise<void> {
  const current = opening;
  opening = undefined;
  if (!current) return;
  try {
    await (await current).close();
  } catch {
    // it never opened: nothing to close
  }
}

/** Rows of a raw `db.execute(sql…)` on either driver (both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
