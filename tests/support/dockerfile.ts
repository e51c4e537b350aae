/** The Dockerfile read as Docker reads it, only as far as the image reproduction needs. */

export type Instruction = { keyword: string; args: string; line: number };
export type Stage = { base: string; name?: string; instructions: Instruction[] };

export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const start = i + 1;
    let logical = lines[i] ?? "";
    if (/^\s*(#|$)/.test(logical)) continue;
    // A trailing backslash joins the next line; comment lines inside a continuation are dropped.
    let continued = logical.trimEnd().endsWith("\\");
    if (continued) logical = logical.trimEnd().slice(0, -1);
    while (continued && i + 1 < lines.length) {
      i++;
      const next = lines[i] ?? "";
      if (/^\s*#/.test(next)) continue;
      continued = next.trimEnd().endsWith("\\");
      logical = `${logical.trimEnd()} ${(continued ? next.trimEnd().slice(0, -1) : next).trim()}`;
    }
    const match = /^\s*([A-Za-z]+)\s+([\s\S]*)$/.exec(logical);
    if (!match) throw new Error(`Dockerfile line ${start}: cannot read "${logical}"`);
    const keyword = match[1]!.toUpperCase();
    const args = match[2]!.trim();
    if (keyword === "FROM") {
      const [base, as, name] = args.split(/\s+/);
      stages.push({ base: base!, name: as?.toUpperCase() === "AS" ? name : undefined, instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`Dockerfile line ${start}: ${keyword} before FROM`);
    stage.instructions.push({ keyword, args, line: start });
  }
  return stages;
}

/** `ENV A=1 B="two words"` as pairs. */
export function envPairs(args: string): [string, string][] {
  if (!/^\S+=/.test(args)) throw new Error(`ENV ${args}: the legacy "ENV name value" form is not reproduced`);
  const pairs: [string, string][] = [];
  for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|'[^']*'|\S*)/g)) {
    const raw = match[2]!;
    const value = /^["']/.test(raw) ? raw.slice(1, -1).replace(/\\(.)/g, "$1") : raw;
    pairs.push([match[1]!, value]);
  }
  return pairs;
}

/** An exec-form (`["node", "x.js"]`) or shell-form command as the argv Docker runs. */
export function commandArgv(args: string): string[] {
  if (args.startsWith("[")) return JSON.parse(args) as string[];
  return ["/bin/sh", "-c", args];
}

/** `COPY [--from=stage] [--chown=…] src… dest`. */
export function copyParts(args: string): { from?: string; sources: string[]; dest: string } {
  const words = args.split(/\s+/);
  let from: string | undefined;
  while (words[0]?.startsWith("--")) {
    const flag = words.shift()!;
    if (flag.startsWith("--from=")) from = flag.slice("--from=".length);
    else throw new Error(`COPY flag ${flag} is not reproduced`);
  }
  const dest = words.pop();
  if (!dest || words.length === 0) throw new Error(`COPY ${args}: no source or destination`);
  return { from, sources: words, dest };
}

/** The `.dockerignore` patterns as a test of a context-relative path (no `!` exceptions are used). */
export function dockerIgnore(text: string): (relative: string) => boolean {
  const patterns = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  if (patterns.some((pattern) => pattern.startsWith("!")))
    throw new Error(".dockerignore exceptions (!) are not reproduced");
  const expressions = patterns.map((pattern) => {
    const source = pattern
      .replace(/^\/+|\/+$/g, "")
      .split("/")
      .map((part) =>
        part === "**"
          ? "(?:.*)"
          : part
              .replace(/[.+^${}()|[\]\\]/g, "\\$&")
              .replace(/\*/g, "[^/]*")
              .replace(/\?/g, "[^/]"),
      )
      .join("/")
      .replace(/\/\(\?:\.\*\)/g, "(?:/.*)?")
      .replace(/^\(\?:\.\*\)\//, "(?:.*/)?");
    // A pattern that names a folder leaves out everything in it.
    return new RegExp(`^${source}(?:/.*)?$`);
  });
  return (relative) => expressions.some((expression) => expression.test(relative));
}
