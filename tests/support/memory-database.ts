/**
 * The committed migrations on an in-memory PGlite with the server's bytea codec, per test file:
 * loaded from the template's dump (pglite-template-setup.ts), since initdb takes seconds of CPU.
 */
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll } from "vitest";
import { type Database, migratedPglite } from "~/db/client.server";
import { byteaParsers, byteaSerializers } from "~/db/pglite-bytea.server";
import { pgliteTemplateDump } from "./server-process";

export type OpenDatabase = { db: Database; close: () => Promise<void> };

/** The database `open` gives, opened before the file's tests and closed after them. */
export function databaseForFile(open: () => Promise<OpenDatabase>): () => Database {
  let opened: OpenDatabase | undefined;
  beforeAll(async () => {
    opened = await open();
  }, 60_000);
  afterAll(() => opened?.close());
  return () => {
    if (!opened) throw new Error("the test database opens in beforeAll");
    return opened.db;
  };
}

export function memoryDatabase(): () => Database {
  return databaseForFile(async () => {
    const client = await PGlite.create({
      loadDataDir: new Blob([await readFile(pgliteTemplateDump)]),
      serializers: byteaSerializers,
      parsers: byteaParsers,
    });
    return { db: await migratedPglite(client), close: () => client.close() };
  });
}
