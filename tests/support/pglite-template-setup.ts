/**
 * Vitest's global setup: makes the PGlite template the test servers copy, and its dump that
 * in-memory test databases load (memory-database.ts), unless they are there already.
 */
import { randomUUID } from "node:crypto";
import { cpSync, existsSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migratedPglite } from "~/db/client.server";
import { pgliteTemplate, pgliteTemplateDump } from "./server-process";

/**
 * Makes `target` with `make(under)` under another name and renames it, so a run that starts beside
 * this one never takes half of it; another run that made it first wins.
 */
async function makeOnce(target: string, made: string, make: (under: string) => Promise<void>) {
  if (existsSync(made)) return;
  const making = `${target}.making-${randomUUID()}`;
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await make(making);
    await rename(making, target);
  } catch (error) {
    await rm(making, { recursive: true, force: true });
    if (!existsSync(made)) throw error;
  }
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
