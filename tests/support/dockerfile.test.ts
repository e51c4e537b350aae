import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { commandArgv, copyParts, dockerIgnore, envPairs, parseDockerfile } from "./dockerfile";

describe("reading the Dockerfile", () => {
  it("splits stages, joins continued lines and drops comments", () => {
    const stages = parseDockerfile(
      '# c\nFROM a AS build\nRUN one \\\n  # inside\n  two\nFROM b\nENV X=1 Y="two words"\nCMD ["node", "x.js"]\n',
    );
    expect(stages.map((stage) => [stage.base, stage.name])).toEqual([
      ["a", "build"],
      ["b", undefined],
    ]);
    expect(stages[0]!.instructions).toEqual([{ keyword: "RUN", args: "one two", line: 3 }]);
    expect(envPairs(stages[1]!.instructions[0]!.args)).toEqual([
      ["X", "1"],
      ["Y", "two words"],
    ]);
    expect(commandArgv(stages[1]!.instructions[1]!.args)).toEqual(["node", "x.js"]);
    expect(commandArgv("node -e 'x'")).toEqual(["/bin/sh", "-c", "node -e 'x'"]);
    expect(copyParts("--from=build /app/build ./build")).toEqual({
      from: "build",
      sources: ["/app/build"],
      dest: "./build",
    });
  });

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
