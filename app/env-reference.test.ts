/** docs/configuration.md's settings table names exactly the schema's variables, with its defaults. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema, parseEnv } from "./env.server";

const root = path.resolve(import.meta.dirname, "..");
const reference = readFileSync(path.join(root, "docs/configuration.md"), "utf8");

/** The lines of the `## title` section, up to the next `## ` heading. */
function section(markdown: string, title: string): string[] {
  const lines = markdown.split("\n");
  const start = lines.indexOf(`## ${title}`);
  if (start === -1) return [];
  const end = lines.findIndex((line, index) => index > start && line.startsWith("## "));
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** The rows of the tables in `lines`, as name and default, from rows that start with a `NAME` cell. */
function tableRows(lines: string[]): { name: string; fallback: string }[] {
  return lines.flatMap((line) => {
    const match = /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|([^|]*)\|/.exec(line);
    return match ? [{ name: match[1]!, fallback: match[2]!.trim() }] : [];
  });
}

/** The names of .env.example's `NAME=value` lines, the commented-out ones too. */
function exampleNames(): string[] {
  const text = readFileSync(path.join(root, ".env.example"), "utf8");
  return [...text.matchAll(/^(?:#\s*)?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
}

const schemaNames = Object.keys(envSchema.in.shape).sort();
const rows = tableRows(section(reference, "Server settings"));
const documented = rows.map((row) => row.name);

describe("docs/configuration.md", () => {
  it("has one row per variable the schema accepts, and no other", () => {
    expect([...documented].sort(), "the Server settings table must match app/env.server.ts").toEqual(
      schemaNames,
    );
  });

  it("gives the schema's default where the table states a plain value", () => {
    const defaults = parseEnv({}) as Record<string, unknown>;
    const wrong: string[] = [];
    for (const { name, fallback } of rows) {
      const actual = defaults[name];
      const number = /^\d+$/.exec(fallback);
      const literal = /^`([^`]+)`$/.exec(fallback);
      if (number && actual !== Number(number[0])) wrong.push(`${name}: table ${fallback}, schema ${actual}`);
      // Paths and URLs are worked out from other settings, so only plain values are compared.
      if (literal && !/[/$]/.test(literal[1]!) && String(actual) !== literal[1])
        wrong.push(`${name}: table ${fallback}, schema ${actual}`);
    }
    expect(wrong).toEqual([]);
  });

  it("documents every setting of .env.example", () => {
    const missing = [...new Set(exampleNames())].filter((name) => !reference.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
