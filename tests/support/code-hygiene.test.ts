/** No source leans on an outside specification or the issue tracker; every decision record is dated with a status. */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The folders whose code and notes must stand on their own. */
const scannedFolders = ["app", "server", "scripts", "tests", "bench", "deploy", ".ci"];

/** Text files only: images and fonts carry no comments. */
const binary = /\.(png|jpe?g|gif|webp|avif|ico|svg|woff2?|ttf|otf|pdf|docx?|gz|br|zip)$/i;

/** Patterns that point outside the repository, with what each one means. */
const outsideReferences: { pattern: RegExp; meaning: string }[] = [
  { pattern: /spec(ification)?\s*§/i, meaning: "a section of the product specification" },
  { pattern: /§\s*\d/, meaning: "a numbered section of a document outside the repository" },
  { pattern: /\bissues?\s*#?\d+/i, meaning: "an issue of the tracker" },
  {
    // The specification by its short name (with "the" or "per", possessive, "-shaped"), but not a
    // Playwright file such as a11y.spec.ts.
    pattern: /\b(the|per) spec\b(?!\.\w|-)|(?<![.\w-])spec(?:')s\b|\bspec-(?:shaped)\b/i,
    meaning: "the product specification",
  },
  { pattern: /\bhelper [A-Z]\d?\b/, meaning: "a worker of the session that wrote the code" },
  {
    pattern: /\b(?:DESIGN|DEVELOPERS)\.md\b|website-spe[c]/,
    meaning: "a project document kept beside the repository, not in it",
  },
];

function trackedFiles(folders: string[]): string[] {
  const listing = execFileSync("git", ["ls-files", "-z", "--", ...folders], { cwd: root, encoding: "utf8" });
  // A file deleted but not yet committed is listed and has nothing left to read.
  return listing
    .split("\0")
    .filter((path) => path !== "" && !binary.test(path) && existsSync(`${root}/${path}`));
}

/** Every line of `paths` that points outside the repository, as "file:line: text (meaning)". */
function findReferences(paths: string[]): string[] {
  return paths.flatMap((path) =>
    readFileSync(`${root}/${path}`, "utf8")
      .split("\n")
      .flatMap((line, index) => {
        const meanings = outsideReferences
          .filter(({ pattern }) => pattern.test(line))
          .map(({ meaning }) => meaning);
        return meanings.length > 0 ? [`${path}:${index + 1}: ${line.trim()} (${meanings.join("; ")})`] : [];
      }),
  );
}

/** The records under docs/decisions that lack a `Date:` or `Status:` line right under the title. */
function recordsWithoutDateOrStatus(): string[] {
  const records = trackedFiles(["docs/decisions"]).filter((path) => path.endsWith(".md"));
  const missing: string[] = [];
  for (const path of records) {
    // The title, a blank line, then the two lines, as in "# 031. …\n\nDate: 2026-11-26\nStatus: accepted".
    const [title, blank, date, status] = readFileSync(`${root}/${path}`, "utf8").split("\n");
    if (!title?.startsWith("# ") || blank !== "") missing.push(`${path}: a title, then a blank line`);
    if (!/^Date: \d{4}-\d{2}-\d{2}$/.test(date ?? ""))
      missing.push(`${path}: line 3 is not "Date: YYYY-MM-DD"`);
    if (!/^Status: \S/.test(status ?? "")) missing.push(`${path}: line 4 is not "Status: …"`);
  }
  return missing;
}

const testFileName = /\.test\.(ts|tsx)$/;

/** An import of a test runner or of anything under tests/ (app/ and server/ hold no tests folder). */
const testImport = /(?:\bfrom|\bimport)\s*\(?\s*["'](?:vitest|@playwright\/test|(?:\.\.\/)+tests\/)/;

/** React Router's internals go by this prefix; spelt in two parts so this file does not hold one. */
const internalPrefix = `${"UNSAFE"}_`;
const internalName = new RegExp(`\\b${internalPrefix}[A-Za-z]`);

/** Ways of reaching into the server build around its types, which server/app.ts never needs. */
const buildCasts = [/\bas\s+(Promise<\s*)?ServerBuild\b/, /\.entry\.module\b/, /\bas\s+typeof\s+import\(/];

/** Source files of the product, the scripts and the tests: where the two rules above apply. */
function sourceFiles(folders: string[]): string[] {
  return trackedFiles(folders).filter((path) => /\.(ts|tsx|mts|mjs|js)$/.test(path));
}

function filesMatching(paths: string[], patterns: RegExp[]): string[] {
  return paths.filter((path) => {
    const text = readFileSync(`${root}/${path}`, "utf8");
    return patterns.some((pattern) => pattern.test(text));
  });
}

describe("code hygiene", () => {
  it("uses React Router through its public API only", () => {
    const files = sourceFiles(["app", "server", "scripts", "tests", "bench"]);
    expect(files.length).toBeGreaterThan(100);
    expect(filesMatching(files, [internalName])).toEqual([]);
  });

  it("reads the server build through its types, never through a cast", () => {
    const files = sourceFiles(["app", "server", "scripts"]).filter((path) => !testFileName.test(path));
    expect(filesMatching(files, buildCasts)).toEqual([]);
  });

  it("cites no specification, issue number or session helper in the tracked source", () => {
    const files = trackedFiles(scannedFolders);
    expect(files.length).toBeGreaterThan(100);
    expect(findReferences(files)).toEqual([]);
  });

  it("keeps test tools and test support out of the product code of app/ and server/", () => {
    const files = sourceFiles(["app", "server"]).filter((path) => !testFileName.test(path));
    expect(filesMatching(files, [testImport])).toEqual([]);
  });

  it("gives every decision record a date and a status under its title", () => {
    expect(recordsWithoutDateOrStatus()).toEqual([]);
  });
});
