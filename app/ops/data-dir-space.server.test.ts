import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
});
