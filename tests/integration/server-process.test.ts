import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { startServerWithFreshData } from "../support/server-process";

/** The temporary data folders of servers started under this name that are still on disk. */
async function foldersNamed(name: string): Promise<string[]> {
  return (await readdir(tmpdir())).filter((entry) => entry.startsWith(`northpeak-${name}-`));
}

describe("startServerWithFreshData", () => {
  it("runs the server on a new data folder of its own and removes the folder when it stops", async () => {
    const server = await startServerWithFreshData("fresh-data-check", { DATA_DIR: "data/not-this-one" });
    try {
      expect(server.dataDir.startsWith(tmpdir())).toBe(true);
      expect(existsSync(server.dataDir)).toBe(true);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      // The embedded database is written into the fresh folder, not into the DATA_DIR the test named.
      expect((await readdir(server.dataDir)).length).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
    expect(existsSync(server.dataDir)).toBe(false);
    expect(await foldersNamed("fresh-data-check")).toEqual([]);
  }, 120_000);

  it("removes the folder when the server does not start", async () => {
    await expect(startServerWithFreshData("fresh-data-fails", { PORT: "not-a-port" })).rejects.toThrow();
    expect(await foldersNamed("fresh-data-fails")).toEqual([]);
  }, 120_000);
});
