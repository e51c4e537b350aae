import { type CDPSession, expect, type Page } from "@playwright/test";
import { test } from "./pointer-off-page";

/** The faces the browser drew the text of each element matching `selector` with, by family name. */
async function facesDrawn(
  page: Page,
  selector: string,
): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector });
  const faces = new Map<string, { familyName: string; isCustomFont: boolean }>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    for (const { familyName, isCustomFont } of fonts) faces.set(familyName, { familyName, isCustomFont });
  }
  await cdp.detach();
  return [...faces.values()];
}

// The variable file's family name carries its default instance's name ("Figtree Light").
const FIGTREE = { familyName: expect.stringMatching(/^Figtree\b/), isCustomFont: true };

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

  test("without JavaScript too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ["/", "/why-northpeak"]) await page.goto(path, { waitUntil: "load" });
    expect(await facesDrawn(page, "h1, main p")).toEqual([FIGTREE]);
    await context.close();
  });
});
