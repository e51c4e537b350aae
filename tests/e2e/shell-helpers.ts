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
