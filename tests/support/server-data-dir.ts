/**
 * A data directory of its own for the server's embedded database in this test file, removed after it.
 * Unit test files share a worker's modules, and the environment is read once per module instance, so
 * the file imports the server's modules afresh (dynamically) and leaves fresh ones behind.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, vi } from "vitest";
import { pgliteTemplate } from "./server-process";

export function serverDataDir(prefix: string): () => string {
  let dataDir: string | undefined;
  const before = {
    DATA_DIR: process.env.DATA_DIR,
    DATABASE_URL: process.env.DATABASE_URL,
    PGLITE_TEMPLATE_DIR: process.env.PGLITE_TEMPLATE_DIR,
  };
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), `northpeak-${prefix}-`));
    process.env.DATA_DIR = dataDir;
    // The database the integration tests copy too, so initdb and the migrations run once.
    process.env.PGLITE_TEMPLATE_DIR = pgliteTemplate;
    delete process.env.DATABASE_URL;
    vi.resetModules();
  });
  afterAll(async () => {
    const { closeDatabase } = await import("~/db/client.server");
    await closeDatabase();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    vi.resetModules();
  });
  return () => {
    if (!dataDir) throw new Error("the data directory is made in beforeAll");
    return dataDir;
  };
}
