/** The migrations on a throwaway PostgreSQL from TEST_POSTGRES_URL (schemas dropped first); unset, PGlite only. */
import { type Database, migrationsFolder } from "~/db/client.server";
import { databaseForFile, memoryDatabase, type OpenDatabase } from "./memory-database";

const testPostgresUrl = process.env.TEST_POSTGRES_URL;

/** node-postgres on `url` with the migrations applied, every table dropped first unless `reset` is false. */
export async function openPostgres(
  url: string,
  { reset = true, zone }: { reset?: boolean; zone?: string } = {},
): Promise<OpenDatabase> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const schema = await import("~/db/schema.server");
  const pool = new pg.Pool({ connectionString: url, max: 4, options: zone && `-c timezone=${zone}` });
  if (reset) {
    await pool.query("drop schema if exists public cascade");
    await pool.query("create schema public");
    await pool.query("drop schema if exists drizzle cascade");
  }
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Database, close: () => pool.end() };
}

/** The engines a test file runs on: PGlite always, PostgreSQL when TEST_POSTGRES_URL names one. */
export const testEngines: [string, () => () => Database][] = [["PGlite", memoryDatabase]];
// Sessions in a zone far from UTC, so SQL that takes days or weeks in the session's zone fails.
if (testPostgresUrl)
  testEngines.push([
    "PostgreSQL",
    () => databaseForFile(() => openPostgres(testPostgresUrl, { zone: "Pacific/Auckland" })),
  ]);
