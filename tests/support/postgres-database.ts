/** The migrations on a throwaway PostgreSQL from TEST_POSTGRES_URL (schemas dropped first); unset, PGlite only. */
import { afterAll, beforeAll } from "vitest";
import { type Database, migrationsFolder } from "~/db/client.server";
import { memoryDatabase } from "./memory-database";

export const testPostgresUrl = process.env.TEST_POSTGRES_URL;

export function postgresDatabase(url: string): () => Database {
  let pool: { end(): Promise<void> } | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const schema = await import("~/db/schema.server");
    // Sessions in a zone far from UTC, so SQL that takes days or weeks in the session's zone fails.
    const connection = new pg.Pool({
      connectionString: url,
      max: 4,
      options: "-c timezone=Pacific/Auckland",
    });
    pool = connection;
    await connection.query("drop schema if exists public cascade");
    await connection.query("create schema public");
    await connection.query("drop schema if exists drizzle cascade");
    const made = drizzle(connection, { schema });
    await migrate(made, { migrationsFolder: migrationsFolder() });
    database = made as unknown as Database;
  }, 60_000);
  afterAll(() => pool?.end());
  return () => {
    if (!database) throw new Error("the PostgreSQL database opens in beforeAll");
    return database;
  };
}

/** The engines a test file runs on: PGlite always, PostgreSQL when TEST_POSTGRES_URL names one. */
export const testEngines: [string, () => () => Database][] = [
  ["PGlite", memoryDatabase],
  ...(testPostgresUrl
    ? [["PostgreSQL", () => postgresDatabase(testPostgresUrl)] as [string, () => () => Database]]
    : []),
];
