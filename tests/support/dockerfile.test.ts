import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dockerIgnore, parseDockerfile } from "./dockerfile";

describe("reading the Dockerfile", () => {
  it("reads the project's own Dockerfile: two stages, the last one run as a user that is not root", () => {
    const stages = parseDockerfile(readFileSync("Dockerfile", "utf8"));
    expect(stages).toHaveLength(2);
    const user = stages[1]!.instructions.find((instruction) => instruction.keyword === "USER");
    expect(user?.args).not.toMatch(/^(root|0)(:|$)/);
  });

  it("leaves out what .dockerignore names: secrets and local settings above all", () => {
    const ignored = dockerIgnore(readFileSync(".dockerignore", "utf8"));
    for (const path of [
      ".env",
      ".env.local",
      ".env.production",
      "node_modules/x",
      "data/db/PG_VERSION",
      ".git/HEAD",
      "build-before/x",
      "bench/.tmp/a",
    ])
      expect(ignored(path), path).toBe(true);
    for (const path of ["package.json", "app/root.tsx", "deploy/render-front.sh", "drizzle/0000.sql"])
      expect(ignored(path), path).toBe(false);
  });
});
