import { type CDPSession, expect, type Page } from "@playwright/test";
import { LOADING_OVERLAY_MS } from "../../app/site/constants";

/** The overlay is up 1 ms before 1000 ms from the start of the load, and gone at 1000 ms (clock paused). */
export async function expectOverlayLiftsAtOneSecond(page: Page) {
  const overlay = page.getByTestId("loading-overlay");
  await expect(overlay).toBeVisible();
  const left = LOADING_OVERLAY_MS - (await page.evaluate(() => performance.now()));
  expect(left).toBeGreaterThan(2);
  await page.clock.runFor(Math.floor(left) - 1);
  await expect(overlay).toBeVisible();
  await page.clock.runFor(2);
  await expect(overlay).toBeHidden();
}

/** Makes a page tall enough to scroll, whatever its content is today. */
export async function makeScrollable(page: Page, height = 4000) {
  await page.evaluate((h) => {
    document.body.style.minHeight = `${h}px`;
  }, height);
}

/** Rendered height of the site header, once its height transition has settled. */
export async function settledHeaderHeight(page: Page): Promise<number> {
  const header = page.locator("header.site-header");
  let last = -1;
  await expect
    .poll(async () => {
      const box = await header.boundingBox();
      const height = Math.round(box?.height ?? 0);
      const stable = height === last;
      last = height;
      return stable;
    })
    .toBe(true);
  return last;
}

/** The header is not compact at 10 px of scroll, is (and visibly shorter) past it without moving the page back, and not at the top. */
export async function expectCompactPastTenPixels(page: Page) {
  // The pointer rests on the page, not on the header (hovering it makes the header compact too).
  await page.mouse.move(400, 600);
  await makeScrollable(page);
  const header = page.locator("header.site-header");
  const tall = await settledHeaderHeight(page);

  await page.evaluate(() => window.scrollTo({ top: 10, behavior: "instant" }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(10);
  await expect(header).toHaveAttribute("data-compact", "false");

  await page.evaluate(() => window.scrollTo({ top: 11, behavior: "instant" }));
  await expect(header).toHaveAttribute("data-compact", "true");
  expect(await settledHeaderHeight(page)).toBeLessThan(tall - 10);
  // Shrinking the header must not move the page back above the threshold (no flicker).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(11);
  await expect(header).toHaveAttribute("data-compact", "true");

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(header).toHaveAttribute("data-compact", "false");
}

/** Every reveal block of the page that is not fully visible in place, with its look. */
export function revealsNotInPlace(page: Page): Promise<string[]> {
  return page.locator(".reveal").evaluateAll((elements) =>
    elements.flatMap((element, index) => {
      const { opacity, transform } = getComputedStyle(element);
      return opacity === "1" && transform === "none"
        ? []
        : [`.reveal #${index} (${element.className}): opacity ${opacity}, transform ${transform}`];
    }),
  );
}

/** The faces the browser drew the text of each element matching `selector` with, by family name. */
export async function facesDrawn(
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
export const FIGTREE = { familyName: expect.stringMatching(/^Figtree\b/), isCustomFont: true };
