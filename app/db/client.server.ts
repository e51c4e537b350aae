/**
 * The database: PGlite in DATA_DIR/db, or PostgreSQL when DATABASE_URL is set. Opened and migrated on
 * first use (never during prerender) and retried after a failure, so an outage gives 503s, not a crash.
 */
import { execFile } from "node:child_process";
import type { PGlite } from "@electric-sql/pglite";
import { cpSync, existsSync, openSync } from "node:fs";
import { mkdir, readdir, readlink } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "~/env.server";
import { logger } from "~/lib/logger.server";
import { closeTree, PRIVATE_DIR_MODE } from "~/lib/private-dir.server";
import { makeAtomically } from "~/lib/write-atomically.server";
import { byteaParsers, byteaSerializers } from "./pglite-bytea.server";
import * as schema from "./schema.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseHandle = { db: Database; kind: "pglite" | "postgres"; close(): Promise<void> };

/** The folder of committed migrations: ./drizzle in the working directory or above the built bundle. */
export function migrationsFolder(): string {
  const candidates = [
    process.env.MIGRATIONS_DIR,
    path.resolve(process.cwd(), "drizzle"),
    path.resolve(import.meta.dirname, "../../drizzle"),
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
 * Creates a new PGlite database in a short-lived child process: initdb's WebAssembly memory stays with
 * the process that ran it, so the server only opens the finished database (bench/memory.md).
 */
async function createPgliteInChild(dir: string): Promise<void> {
  const pglite = import.meta.resolve("@electric-sql/pglite");
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
const db = await PGlite.create(${JSON.stringify(dir)});
await db.close();`;
  await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script]).catch((error) => {
    throw new Error(
      `creating the embedded database failed: ${String(error.stderr || error.message).slice(-500)}`,
    );
  });
}

/** An open PGlite as the app's Database with migrations applied; used by the server and by tests. */
export async function migratedPglite(client: PGlite): Promise<Database> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  // Both drivers' databases are PgDatabase over the same schema; only their result types differ.
  return db as unknown as Database;
}

const isPgliteDatabase = (dir: string) => existsSync(path.join(dir, "PG_VERSION"));

/** A half-made database is never taken for one; when making it fails, one another process made will do. */
const makeDatabaseDir = (dir: string, make: (making: string) => Promise<void> | void) =>
  makeAtomically(dir, make, () => isPgliteDatabase(dir));

/** A new embedded database copied from a template, so the slow initdb runs only once. */
async function createPgliteFromTemplate(dir: string, template: string): Promise<void> {
  if (!isPgliteDatabase(template)) {
    // A non-empty folder without a database is a wrong setting, not a template to create.
    const entries = await readdir(template).catch(() => []);
    if (entries.length > 0)
      throw new Error(`PGLITE_TEMPLATE_DIR (${template}) holds files but no embedded database`);
    // PGlite makes the folder itself.
    await makeDatabaseDir(template, createPgliteInChild);
  }
  // Synchronously: Node's synchronous copy is three times faster, and the database opens before the
  // server takes requests.
  await makeDatabaseDir(dir, (copying) => cpSync(template, copying, { recursive: true }));
}

async function openPglite(dataDir: string, template: string | undefined): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const dir = path.join(dataDir, "db");
  await refuseSharedPglite(dir);
  if (!isPgliteDatabase(dir))
    await (template ? createPgliteFromTemplate(dir, template) : createPgliteInChild(dir));
  const client = await PGlite.create(dir, {
    serializers: byteaSerializers,
    parsers: byteaParsers,
    // PGlite's shared buffers are resident memory from the start; the default 128 MB is far more than a
    // few thousand leads need (bench/memory.md). Set as a start parameter because PGlite's
    // `postgresqlconf` option would replace the whole postgresql.conf.
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
  });
  try {
    const db = await migratedPglite(client);
    // PGlite sets its own file modes regardless of umask (some 0666 or 0644), so they are restricted to
    // the server user. The folder is already private, so a failure is only a warning.
    await closeTree(dir).catch((error) =>
      logger.warn(
        { err: error, dir },
        "could not take group and other permissions off the embedded database",
      ),
    );
    return { db, kind: "pglite", close: () => client.close() };
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}

/**
 * Other processes holding a PGlite data directory or its files open (from /proc; empty without it): a
 * backup, restore or second server beside a running server would read a torn copy or corrupt it.
 */
export async function pgliteHolders(dir: string): Promise<number[]> {
  const root = `${path.resolve(dir)}${path.sep}`;
  const holders: number[] = [];
  for (const name of await readdir("/proc").catch(() => [] as string[])) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    const fds = await readdir(`/proc/${name}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const target = await readlink(`/proc/${name}/fd/${fd}`).catch(() => "");
      if (target.startsWith(root) || target === path.resolve(dir)) {
        holders.push(Number(name));
        break;
      }
    }
  }
  return holders;
}

/** PGlite folders this process holds open for its life: the mark other processes find in /proc. */
const heldPglite = new Set<string>();

/** A data folder this server must not open: the message says what to do, a stack would add nothing. */
export class SharedPgliteError extends Error {}

/**
 * Refuses a PGlite folder another process holds: PGlite has no lock of its own, and two processes on
 * one database corrupt it. The folder is held open first, so processes starting at once see each other.
 */
export async function refuseSharedPglite(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (!heldPglite.has(dir)) {
    openSync(dir, "r");
    heldPglite.add(dir);
  }
  const holders = await pgliteHolders(dir);
  if (holders.length > 0)
    throw new SharedPgliteError(
      `${dir} is held by process ${holders.join(", ")}, perhaps another server: PGlite is one process's database; stop that process or give this server another DATA_DIR`,
    );
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

export async function db(): Promise<Database> {
  return (await database()).db;
}

/** Closes the handle if it was opened (server shutdown, tests). */
export async function closeDatabase(): Promise<void> {
  const current = opening;
  opening = undefined;
  // One that never opened has nothing to close.
  await current?.then((handle) => handle.close()).catch(() => {});
}

/** Rows of a raw `db.execute(sql…)` on either driver (both return `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
