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

// Fonts a device lacks are searched for on first layout: after the site's face, only platform faces and generics.
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

/** A theme colour's value (`#rrggbb`), as written in the stylesheet. */
function token(name: string): string {
  const value = css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`))?.[1];
  if (!value) throw new Error(`--color-${name} is not a #rrggbb colour in app.css`);
  return value;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// Enhanced contrast (WCAG 1.4.6) for each text/background token pair, judged before any page is built.
describe("the colour tokens", () => {
  const white = "#ffffff";
  const slate50 = "#f8fafc";
  it.each([
    ["brand-600 text on slate-50 sections", () => contrast(token("brand-600"), slate50)],
    ["white on brand-600 buttons, and brand-600 text on white", () => contrast(white, token("brand-600"))],
    [
      "white on brand-700 (a primary button's hover, the Get In Touch band)",
      () => contrast(white, token("brand-700")),
    ],
    ["brand-100 eyebrow on the brand-700 band", () => contrast(token("brand-100"), token("brand-700"))],
    ["accent-400 text on navy-800", () => contrast(token("accent-400"), token("navy-800"))],
    ["navy-900 on accent-400, and the reverse", () => contrast(token("navy-900"), token("accent-400"))],
    ["navy-900 on the accent-500 button hover", () => contrast(token("navy-900"), token("accent-500"))],
  ])("%s: at least 7:1", (_pair, ratio) => {
    expect(ratio()).toBeGreaterThanOrEqual(7);
  });
});
