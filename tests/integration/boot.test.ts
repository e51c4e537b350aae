import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exitOf, launchServer } from "../support/server-process";

/** A malformed local content file stops the real server at boot, naming the file and the field. */
describe("start-up with malformed local content", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "bad-content-"));
    await mkdir(path.join(dir, "blogs"));
    await mkdir(path.join(dir, "news"));
    await writeFile(
      path.join(dir, "blogs", "no-date.md"),
      "---\nid: 1\ntitle: A post without its date\npublishedAt: 2025-01-01\nimages:\n  - url: /images/blog/a.svg\n    alt: Art\n---\nBody.\n",
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("exits non-zero with a message naming the file and the field", async () => {
    const server = await launchServer({
      CONTENT_SOURCE: "local",
      CONTENT_DIR: dir,
      DATA_DIR: "data/it-content-boot",
    });
    const code = await exitOf(server.child);
    expect(code).not.toBe(0);
    expect(server.output()).toContain('Invalid content file blogs/no-date.md: field "updated" is required');
  }, 90_000);
});

/** Node reads drizzle-orm's 180 kB package.json for each module it loads from node_modules: a second of CPU at every start. */
describe.skipIf(!process.env.INTEGRATION_BUILD_DIR)("the compiled server and backup command", () => {
  it("carry drizzle-orm inside them rather than importing it", async () => {
    const build = process.env.INTEGRATION_BUILD_DIR ?? "";
    const server = await readdir(path.join(build, "server"), { recursive: true });
    const files = [
      "node/backup.js",
      ...server.filter((file) => file.endsWith(".js")).map((file) => `server/${file}`),
    ];
    for (const file of files)
      expect(await readFile(path.join(build, file), "utf8"), file).not.toMatch(
        /(from |import\()"drizzle-orm/,
      );
  });
});
