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

export function memoryDatabase(): () => Database {
  let client: PGlite | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    client = await PGlite.create({
      loadDataDir: new Blob([await readFile(pgliteTemplateDump)]),
      serializers: byteaSerializers,
      parsers: byteaParsers,
    });
    database = await migratedPglite(client);
  }, 60_000);
  afterAll(() => client?.close());
  return () => {
    if (!database) throw new Error("the in-memory database opens in beforeAll");
    return database;
  };
}
