import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { prerenderedStyles } from "./prerendered";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("prerenderedStyles", () => {
  it("lists each style block of the built pages once, and nothing of the assets or data files", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "prerendered-"));
    await mkdir(path.join(dir, "team"));
    await mkdir(path.join(dir, "assets"));
    await writeFile(path.join(dir, "index.html"), "<style>.a{}</style><p>home</p><style>.b{}</style>");
    await writeFile(path.join(dir, "team", "index.html"), "<noscript><style>.a{}</style></noscript>");
    await writeFile(path.join(dir, "team.data"), "<style>.data{}</style>");
    await writeFile(path.join(dir, "assets", "index.html"), "<style>.asset{}</style>");
    expect(await prerenderedStyles(dir)).toEqual([".a{}", ".b{}"]);
  });
});
