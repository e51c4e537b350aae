import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../support/server-process";

/** deploy/publish-assets.sh: releases' hashed files gathered where the front serves /assets/ from. */

const work = mkdtempSync(path.join(tmpdir(), "northpeak-publish-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const shared = path.join(work, "shared");

/** A release's build/client with these files under assets/. */
function release(name: string, files: string[]): string {
  const client = path.join(work, name, "client");
  for (const file of files) {
    mkdirSync(path.dirname(path.join(client, "assets", file)), { recursive: true });
    writeFileSync(path.join(client, "assets", file), `${name} ${file}`);
  }
  return client;
}

/** The script run on `client`, as an operator with a strict umask runs it. */
const run = (client: string) =>
  spawnSync(
    "sh",
    ["-c", `umask 077; sh "$0" "$1" "$2"`, path.join(repoRoot, "deploy/publish-assets.sh"), client, shared],
    { encoding: "utf8" },
  );

function publish(client: string) {
  const published = run(client);
  expect(published.status, published.stderr).toBe(0);
  return published.stdout.trim();
}

const mode = (file: string) => statSync(path.join(shared, "assets", file)).mode & 0o777;

describe("deploy/publish-assets.sh", () => {
  it("adds a release's files, nested ones too, readable by the front's workers whatever the umask", () => {
    expect(publish(release("one", ["entry-a1.js", "fonts/face-f1.woff2"]))).toBe(
      "publish-assets: 2 added, 0 already there, 0 unused for 30 days removed",
    );
    expect(mode("entry-a1.js")).toBe(0o644);
    expect(mode("fonts/face-f1.woff2")).toBe(0o644);
    expect(mode("fonts")).toBe(0o755);
    expect(statSync(path.join(shared, "assets")).mode & 0o777).toBe(0o755);
  });

  it("keeps the release before's files, and removes those no release published for 30 days", () => {
    const day = 24 * 3600;
    const longAgo = Date.now() / 1000 - 31 * day;
    utimesSync(path.join(shared, "assets", "entry-a1.js"), longAgo, longAgo);
    writeFileSync(path.join(shared, "assets", "recent-r1.js"), "from a release a week ago");
    const weekAgo = Date.now() / 1000 - 7 * day;
    utimesSync(path.join(shared, "assets", "recent-r1.js"), weekAgo, weekAgo);
    expect(publish(release("two", ["entry-b2.js", "fonts/face-f1.woff2"]))).toBe(
      "publish-assets: 1 added, 1 already there, 1 unused for 30 days removed",
    );
    expect(existsSync(path.join(shared, "assets", "entry-a1.js"))).toBe(false);
    for (const kept of ["recent-r1.js", "entry-b2.js", "fonts/face-f1.woff2"])
      expect(existsSync(path.join(shared, "assets", kept)), kept).toBe(true);
  });

  it("refuses a folder that is not a release's build/client", () => {
    const refused = run(path.join(work, "nowhere"));
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("is not a folder (give the release's build/client)");
  });
});
