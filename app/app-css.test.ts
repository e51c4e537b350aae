import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("./app.css", import.meta.url), "utf8");

/** The families of a theme variable such as `--font-sans`, as written in the stylesheet. */
function familiesOf(variable: string): string[] {
  const value = css.match(new RegExp(`${variable}:\\s*([^;]+);`))?.[1];
  if (!value) throw new Error(`${variable} is not set in app.css`);
  return value.split(",").map((family) => family.trim());
}

// The site ships no font files. Every family a stack names that the device lacks is looked up and
// skipped on the first layout of every page, so the stacks name only the platform's interface faces
// and the generic families, which every browser resolves without a search.
const PLATFORM_AND_GENERIC = new Set(["system-ui", "ui-monospace", "sans-serif", "monospace"]);

describe("the font stacks", () => {
  it.each(["--font-sans", "--font-mono"])(
    "%s names only the platform's faces and generic families",
    (variable) => {
      expect(familiesOf(variable).filter((family) => !PLATFORM_AND_GENERIC.has(family))).toEqual([]);
    },
  );

  it("loads no font file", () => {
    expect(css).not.toMatch(/@font-face/);
  });
});
