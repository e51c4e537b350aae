import { expect, type Page } from "@playwright/test";
import { test } from "./pointer-off-page";
import { FIGTREE, facesDrawn } from "./shell-helpers";

/** The font files the page asked for while loading. */
function recordFontRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font" || /\.woff2$/.test(request.url()))
      requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

// A page that is the same for everyone, one with a hero image, and a form page made per response.
const PAGES = ["/why-northpeak", "/PRIZM", "/Contact-us"];

test.describe("the site's face", () => {
  for (const path of PAGES) {
    test(`${path}: the first visit fetches the file once, and headings, text and menus are drawn in it only`, async ({
      page,
    }) => {
      const requested = recordFontRequests(page);
      await page.goto(path, { waitUntil: "load" });
      // Once, although both the preload and the stylesheet's rule ask for it.
      expect(requested).toHaveLength(1);
      // With `font-display: optional` a file that misses a page's first layout is not used on that
      // page (on a busy test machine it may); the next page has it from the cache at once.
      await page.goto(path, { waitUntil: "load" });
      expect(await facesDrawn(page, "header a, h1, h2, main p, footer a")).toEqual([FIGTREE]);
    });
  }

  // Without JavaScript: tests/e2e/shell.spec.ts ("without JavaScript").
});
