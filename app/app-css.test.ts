import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("./app.css", import.meta.url), "utf8");

/** The families of a theme variable such as `--font-sans`, as written in the stylesheet. */
function familiesOf(variable: string): string[] {
  const value = css.match(new RegExp(`${variable}:\\s*([^;]+);`))?.[1];
  if (!value) throw new Error(`${variable} is not set in app.css`);
  return value.split(",").map((family) => family.trim());
}

/** Every `@font-face` rule's declarations, by property. */
function fontFaces(): Map<string, string>[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(
    ([, body = ""]) =>
      new Map(
        body
          .split(";")
          .map((declaration) => declaration.trim())
          .filter(Boolean)
          .map((declaration) => {
            const colon = declaration.indexOf(":");
            return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()] as const;
          }),
      ),
  );
}

// Every family a stack names that the device lacks is looked up and skipped on the first layout of
// every page, so after the site's own face the stacks name only the platform's interface faces and
// the generic families, which every browser resolves without a search.
const PLATFORM_AND_GENERIC = new Set(["system-ui", "ui-monospace", "sans-serif", "monospace"]);

describe("the font stacks", () => {
  it("--font-sans starts with the site's own face, then only the platform's and generic ones", () => {
    const [first, ...rest] = familiesOf("--font-sans");
    expect(fontFaces().map((face) => face.get("font-family"))).toEqual([first]);
    expect(rest.filter((family) => !PLATFORM_AND_GENERIC.has(family))).toEqual([]);
  });

  it("--font-mono names only the platform's faces and generic families", () => {
    expect(familiesOf("--font-mono").filter((family) => !PLATFORM_AND_GENERIC.has(family))).toEqual([]);
  });
});

describe("the site's face", () => {
  it("is one WOFF2 file for every weight, kept or dropped before the first paint, never swapped in later", () => {
    const [face = new Map<string, string>()] = fontFaces();
    expect(face.get("src")).toMatch(/^url\("[^"]+\.woff2"\) format\("woff2"\)$/);
    expect(face.get("font-weight")).toBe("300 900");
    // `swap` or `fallback` would repaint text in the new face once it arrives, and move it.
    expect(face.get("font-display")).toBe("optional");
  });
});

describe("blocks drawn when they come near the viewport", () => {
  // Without scroll anchoring (Safari), every block drawn above the screen on the way back up from a
  // jump would push what the visitor reads down; such browsers draw the whole page.
  it("skip their rendering only where the browser anchors scrolling", () => {
    const rules = [...css.matchAll(/content-visibility:\s*auto/g)];
    const gated =
      css.match(/@supports \(overflow-anchor: auto\) {\s*\.render-near-view {([^}]*)}/)?.[1] ?? "";
    expect(rules).toHaveLength(1);
    expect(gated).toMatch(/content-visibility:\s*auto/);
  });

  it("reserve only a block size, so the estimate is a height and nothing else", () => {
    expect(css).not.toMatch(/contain-intrinsic-size:/);
    expect(css).toMatch(/contain-intrinsic-block-size:\s*auto var\(--estimated-height, 15rem\)/);
  });
});
