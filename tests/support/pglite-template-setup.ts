/**
 * Vitest's global setup: makes the PGlite template the test servers copy, and its dump that
 * in-memory test databases load (memory-database.ts), unless they are there already.
 */
import { cpSync, existsSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migratedPglite } from "~/db/client.server";
import { makeAtomically } from "~/lib/write-atomically.server";
import { pgliteTemplate, pgliteTemplateDump } from "./server-process";

/** Makes `target` unless `made` exists; a run that starts beside this one never takes half of it. */
async function makeOnce(target: string, made: string, make: (under: string) => Promise<void>) {
  if (!existsSync(made)) await makeAtomically(target, make, () => existsSync(made));
}

export default async function makePgliteTemplate(): Promise<void> {
  await makeOnce(pgliteTemplate, path.join(pgliteTemplate, "PG_VERSION"), async (making) => {
    const client = await PGlite.create(making);
    try {
      await migratedPglite(client);
    } finally {
      await client.close();
    }
  });
  // The dump is taken from a copy: opening a database writes to it, and the template stays as made.
  await makeOnce(pgliteTemplateDump, pgliteTemplateDump, async (making) => {
    const copy = `${making}-db`;
    cpSync(pgliteTemplate, copy, { recursive: true });
    try {
      const client = await PGlite.create(copy);
      try {
        await writeFile(making, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
      } finally {
        await client.close();
      }
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
}
