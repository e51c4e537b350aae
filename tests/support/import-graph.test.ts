/**
 * The import rules of app/ hold. dependency-cruiser checks them (.dependency-cruiser.cjs gives each
 * rule and its reason); this test runs it, so `npm test` and CI fail when one breaks, and checks the
 * one rule it cannot express: a module that only server-only modules use is named *.server too.
 */
import { spawnSync } from "node:child_process";
import type { ICruiseResult } from "dependency-cruiser";
import { beforeAll, describe, expect, it } from "vitest";

/** The graph of app/ and every rule it breaks, as `npm run check:imports` finds them. */
function cruised(): ICruiseResult {
  const run = spawnSync("npm", ["run", "--silent", "check:imports", "--", "--output-type", "json"], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!run.stdout.startsWith("{")) throw new Error(`dependency-cruiser failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** Named for the server (`x.server.ts`, or inside a `.server` folder), as in .dependency-cruiser.cjs. */
const serverNamed = (module: string) => /\.server(\.|\/|$)/.test(module);

/** Route modules and the root route: React Router splits them into server and browser parts itself. */
const splitByTheRouter = (module: string) => module.startsWith("app/routes/") || module === "app/root.tsx";

describe("the import graph of app/", () => {
  let result: ICruiseResult;
  beforeAll(() => {
    result = cruised();
  }, 60_000);

  it("keeps every rule of .dependency-cruiser.cjs, over the whole of app/", () => {
    expect(result.summary.totalCruised).toBeGreaterThan(200);
    expect(result.summary.totalDependenciesCruised).toBeGreaterThan(500);
    const broken = result.summary.violations.map(
      ({ rule, from, to, cycle }) =>
        `${rule.name}: ${from} -> ${cycle ? cycle.map((step) => step.name).join(" -> ") : to}`,
    );
    expect(broken).toEqual([]);
  });

  it("names *.server every module that only server-only modules use", () => {
    // A later import from the browser's side should then be a decision, met by the name.
    const users = new Map<string, string[]>();
    for (const { source, dependencies } of result.modules) {
      if (!source.startsWith("app/")) continue;
      for (const { resolved, dependencyTypes } of dependencies) {
        // Type-only imports (read as require(), see .dependency-cruiser.babel.cjs) are erased.
        if (!dependencyTypes.includes("require"))
          users.set(resolved, [...(users.get(resolved) ?? []), source]);
      }
    }
    const unmarked = result.modules
      .filter(({ source }) => source.startsWith("app/") && !serverNamed(source) && !splitByTheRouter(source))
      .filter(({ source }) => users.get(source)?.every(serverNamed))
      .map(({ source }) => `${source} is used only by ${users.get(source)?.join(", ")}`);
    expect(unmarked).toEqual([]);
  });
});
