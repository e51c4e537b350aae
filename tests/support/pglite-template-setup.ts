/** Vitest's global setup: makes the PGlite template the test servers copy, unless it is there already. */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migratedPglite } from "~/db/client.server";
import { pgliteTemplate } from "./server-process";

export default async function makePgliteTemplate(): Promise<void> {
  if (existsSync(path.join(pgliteTemplate, "PG_VERSION"))) return;
  // Made under another name and renamed, so a run that starts beside this one never copies half of it.
  const making = `${pgliteTemplate}.making-${randomUUID()}`;
  await mkdir(path.dirname(pgliteTemplate), { recursive: true });
  try {
    const client = await PGlite.create(making);
    try {
      await migratedPglite(client);
    } finally {
      await client.close();
    }
    await rename(making, pgliteTemplate);
  } catch (error) {
    // Another run made it first (the rename found it there), or this one failed: leave no half copy.
    await rm(making, { recursive: true, force: true });
    if (!existsSync(path.join(pgliteTemplate, "PG_VERSION"))) throw error;
  }
}
