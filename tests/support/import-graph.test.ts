/** app/ folders depend one way (routes compose, lib/document/env stay leaves); server-only modules are `.server`. */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, posix, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const appDir = join(root, "app");

/** Packages that only run on the server: a module importing one is server-only. */
const serverOnlyPackages = [
  "@electric-sql/pglite",
  "@react-router/express",
  "@react-router/node",
  "altcha-lib",
  "busboy",
  "compression",
  "drizzle-orm",
  "express",
  "nodemailer",
  "pg",
  "pino",
  "prom-client",
];

/** A module of app/, by its path from app/ (as in "leads/intake/submit.server.ts"). */
type ModulePath = string;

/** Where an import points: another module of app/, or a package (or builtin) by its name. */
type Target = ({ module: ModulePath } | { package: string }) & { typeOnly: boolean };

const codeFile = /\.(ts|tsx|mts)$/;
const testFile = /\.test(-support)?\.(ts|tsx)$|\.test\.|\.d\.ts$/;

function appModules(dir = appDir): ModulePath[] {
  const found: ModulePath[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...appModules(path));
    else if (codeFile.test(entry.name) && !testFile.test(entry.name)) found.push(relative(appDir, path));
  }
  return found.map((path) => path.split("\\").join("/"));
}

/** An import as written: what it names, and whether only types come through it (erased when built). */
type ImportStatement = { specifier: string; typeOnly: boolean };

/** Every import, export-from and dynamic import in `source`. */
function importStatements(source: string): ImportStatement[] {
  // Comments may quote an import as an example; they are not edges.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
  const found: ImportStatement[] = [];
  const patterns = [
    /\bimport\s+(type\s+)?[\w*{}\s,$]*?\s*from\s*["']([^"']+)["']/g,
    /\bexport\s+(type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g,
    /\bimport\s*()["']([^"']+)["']/g,
    /\bimport\s*\(\s*()["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const [, typeOnly, specifier] of code.matchAll(pattern)) {
      if (specifier) found.push({ specifier, typeOnly: Boolean(typeOnly) });
    }
  }
  return found;
}

const extensions = ["", ".ts", ".tsx", ".mts", "/index.ts", "/index.tsx"];

/** Resolves `specifier` as written in `from` (a module of app/). */
function resolve(from: ModulePath, { specifier, typeOnly }: ImportStatement): Target | undefined {
  const bare = specifier.replace(/\?.*$/, "");
  let base: string;
  if (bare.startsWith("~/")) base = bare.slice(2);
  else if (bare.startsWith(".")) base = posix.normalize(posix.join(posix.dirname(from), bare));
  else if (bare.startsWith("node:") || builtinModules.includes(bare)) return { package: "node:", typeOnly };
  else {
    const parts = bare.split("/");
    return { package: bare.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? bare), typeOnly };
  }
  if (base.startsWith("../")) return undefined; // outside app/ (server/ or a file at the root)
  for (const extension of extensions) {
    const candidate = `${base}${extension}`;
    if (codeFile.test(candidate) && existsSync(join(appDir, candidate)))
      return { module: candidate, typeOnly };
  }
  return undefined; // CSS, images and other assets
}

type Graph = Map<ModulePath, Target[]>;

function buildGraph(): Graph {
  const graph: Graph = new Map();
  for (const module of appModules()) {
    const source = readFileSync(join(appDir, module), "utf8");
    const targets = importStatements(source)
      .map((statement) => resolve(module, statement))
      .filter((target) => target !== undefined);
    graph.set(module, targets);
  }
  return graph;
}

/** A module's top-level folder; undefined for the wiring files right under app/. */
function folderOf(module: ModulePath): string | undefined {
  const [first, ...rest] = module.split("/");
  return rest.length > 0 ? `${first}/` : undefined;
}

function moduleEdges(graph: Graph): [ModulePath, ModulePath][] {
  const edges: [ModulePath, ModulePath][] = [];
  for (const [from, targets] of graph) {
    for (const target of targets) if ("module" in target) edges.push([from, target.module]);
  }
  return edges;
}

/** Each loop of folders (a strongly connected group of more than one), with the imports that make it. */
function folderCycles(edges: [ModulePath, ModulePath][]): string[] {
  const between = new Map<string, Map<string, string>>();
  for (const [from, to] of edges) {
    const a = folderOf(from);
    const b = folderOf(to);
    // The route modules compose everything.
    if (a === undefined || b === undefined || a === b || a === "routes/") continue;
    const out = between.get(a) ?? new Map<string, string>();
    if (!out.has(b)) out.set(b, `${from} -> ${to}`);
    between.set(a, out);
  }
  // Tarjan's strongly connected components over the folder graph.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of between.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member !== undefined) {
          onStack.delete(member);
          group.push(member);
        }
      } while (member !== undefined && member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of between.keys()) if (!index.has(node)) visit(node);
  return groups.map((group) => {
    const inside = new Set(group);
    const witnesses = group.flatMap((a) =>
      [...(between.get(a) ?? [])].filter(([b]) => inside.has(b)).map(([, edge]) => edge),
    );
    return `${group.join(" ⇄ ")}: ${witnesses.join("; ")}`;
  });
}

function isServerNamed(module: ModulePath): boolean {
  return module.split("/").some((part) => /\.server(\.|$)/.test(part));
}

/** Modules React Router splits or runs on the server by definition: routes, the root route, the server entry. */
function isSplitByTheRouter(module: ModulePath): boolean {
  return module.startsWith("routes/") || module === "root.tsx" || module === "entry.server.tsx";
}

/** A module that only the server runs, by its name or by being the server entry. */
function runsOnServerOnly(module: ModulePath): boolean {
  return isServerNamed(module) || module === "entry.server.tsx";
}

/** Modules that need the server but are not named for it, each with the reason. */
function unmarkedServerModules(graph: Graph): string[] {
  const importers = new Map<ModulePath, ModulePath[]>();
  for (const [from, targets] of graph) {
    for (const target of targets) {
      if ("module" in target && !target.typeOnly)
        importers.set(target.module, [...(importers.get(target.module) ?? []), from]);
    }
  }
  const found: string[] = [];
  for (const [module, targets] of graph) {
    if (isSplitByTheRouter(module) || isServerNamed(module)) continue;
    const reason = targets.find(
      (target) =>
        !target.typeOnly &&
        ("package" in target
          ? target.package === "node:" || serverOnlyPackages.includes(target.package)
          : isServerNamed(target.module)),
    );
    if (reason) {
      found.push(`${module} imports ${"package" in reason ? reason.package : reason.module}`);
      continue;
    }
    // Only server-only modules use it, so it is one of them: a later import from the browser's
    // side should be a decision, met by the name, not an accident.
    const users = importers.get(module) ?? [];
    if (users.length > 0 && users.every(runsOnServerOnly))
      found.push(`${module} is used only by ${users.join(", ")}`);
  }
  return found.sort();
}

describe("the import graph of app/", () => {
  const graph = buildGraph();
  const edges = moduleEdges(graph);

  it("reads static, type-only, re-exported and dynamic imports, and skips comments", () => {
    const source = [
      'import { a } from "~/lib/a";',
      'import type { B } from "../b";',
      'import * as c from "./c";',
      'import "./side-effect.css";',
      'export { d } from "~/d";',
      'export type { E } from "~/e";',
      'const f = await import("~/f");',
      "import {",
      "  g,",
      '} from "~/g";',
      '// import { h } from "~/h";',
      '/* import("~/i") */',
    ].join("\n");
    expect(importStatements(source)).toEqual(
      expect.arrayContaining([
        { specifier: "~/lib/a", typeOnly: false },
        { specifier: "../b", typeOnly: true },
        { specifier: "./c", typeOnly: false },
        { specifier: "./side-effect.css", typeOnly: false },
        { specifier: "~/d", typeOnly: false },
        { specifier: "~/e", typeOnly: true },
        { specifier: "~/f", typeOnly: false },
        { specifier: "~/g", typeOnly: false },
      ]),
    );
    expect(importStatements(source)).toHaveLength(8);
  });

  it("finds a loop between folders and names the imports that close it", () => {
    const loop = folderCycles([
      ["cms/a.ts", "ops/b.ts"],
      ["ops/b.ts", "cms/c.ts"],
      ["routes/x.ts", "cms/a.ts"],
      ["lib/d.ts", "lib/e.ts"],
      ["env.server.ts", "cms/a.ts"],
      ["cms/a.ts", "env.server.ts"],
    ]);
    expect(loop).toEqual(["cms/ ⇄ ops/: cms/a.ts -> ops/b.ts; ops/b.ts -> cms/c.ts"]);
  });

  it("sees the whole of app/", () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(edges.length).toBeGreaterThan(500);
  });

  it("has no loop between top-level folders", () => {
    expect(folderCycles(edges)).toEqual([]);
  });

  it("lets nothing import a route module", () => {
    const intoRoutes = edges.filter(([from, to]) => to.startsWith("routes/") && !from.startsWith("routes/"));
    expect(intoRoutes.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
  });

  it("keeps app/lib free of HTTP, the document and the site's copy, and app/document free of the site's copy", () => {
    const crossing = edges.filter(
      ([from, to]) =>
        (from.startsWith("lib/") && /^(http|document|site)\//.test(to)) ||
        (from.startsWith("document/") && to.startsWith("site/")),
    );
    expect(crossing.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
  });

  it("keeps app/settings a leaf, and the environment's checks free of every feature", () => {
    const settingsOut = edges.filter(([from]) => from.startsWith("settings/"));
    expect(settingsOut.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
    const fromEnv = edges.filter(
      ([from, to]) => from === "env.server.ts" && !/^(lib|http|settings)\//.test(to),
    );
    expect(fromEnv.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
  });

  it("names every server-only module *.server", () => {
    expect(unmarkedServerModules(graph)).toEqual([]);
  });
});
