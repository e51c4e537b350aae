/** A data directory of its own for the server's embedded database in this test file, removed after it. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

export function serverDataDir(prefix: string): () => string {
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), `northpeak-${prefix}-`));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
  });
  afterAll(async () => {
    const { closeDatabase } = await import("~/db/client.server");
    await closeDatabase();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!dataDir) throw new Error("the data directory is made in beforeAll");
    return dataDir;
  };
}
