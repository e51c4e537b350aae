import { mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeAtomically } from "./write-atomically.server";

describe("makeAtomically", () => {
  it("leaves nothing behind when making fails", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "atomic-"));
    const failing = makeAtomically(path.join(dir, "b"), async (temporary) => {
      await mkdir(temporary);
      throw new Error("disk full");
    });
    await expect(failing).rejects.toThrow("disk full");
    expect(await readdir(dir)).toEqual([]);
  });

  it("takes the one another process made first instead of failing", async () => {
    const target = path.join(await mkdtemp(path.join(tmpdir(), "atomic-")), "db");
    const makeFolder = (content: string) => async (temporary: string) => {
      await mkdir(temporary);
      await writeFile(path.join(temporary, "PG_VERSION"), content);
    };
    await makeAtomically(target, makeFolder("first"));
    // The second rename meets a non-empty folder and fails; the first one's folder stands.
    await makeAtomically(target, makeFolder("second"), () => true);
    await expect(makeAtomically(target, makeFolder("third"))).rejects.toThrow();
    expect(await readFile(path.join(target, "PG_VERSION"), "utf8")).toBe("first");
    expect(await readdir(path.dirname(target))).toEqual(["db"]);
  });
});
