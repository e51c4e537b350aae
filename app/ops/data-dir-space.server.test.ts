import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "~/lib/logger.server";
import { dataDirSpace } from "./data-dir-space.server";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "data-dir-space-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("dataDirSpace", () => {
  it("reports the folder's free bytes and whether they are below the minimum", async () => {
    const roomy = await dataDirSpace(dir, 0);
    expect(roomy.freeBytes).toBeGreaterThan(0);
    expect(roomy.low).toBe(false);
    const tight = await dataDirSpace(dir, Number.MAX_SAFE_INTEGER);
    expect(tight).toEqual({
      freeBytes: expect.any(Number),
      minFreeBytes: Number.MAX_SAFE_INTEGER,
      low: true,
    });
  });

  it("refuses nothing when the folder cannot be read", async () => {
    expect(await dataDirSpace(path.join(dir, "missing"), Number.MAX_SAFE_INTEGER)).toEqual({
      freeBytes: null,
      minFreeBytes: Number.MAX_SAFE_INTEGER,
      low: false,
    });
  });

  it("warns once while the folder stays unreadable, and again after it was read", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const missing = path.join(dir, "gone");
    await dataDirSpace(dir, 0);
    for (let i = 0; i < 5; i++) await dataDirSpace(missing, 0);
    expect(warn).toHaveBeenCalledTimes(1);
    await dataDirSpace(dir, 0);
    await dataDirSpace(missing, 0);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
