import { expect, type Page } from "@playwright/test";
import { test } from "./pointer-off-page";
import { markVisited, recordLayoutShifts, waitForHydration } from "./page-helpers";

/** Blocks below a phone's first screen are drawn only near the viewport, without undrawn, moving or misplaced content. */

const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } as const;

/** Whether the browser is skipping the content of the first element matching `selector`. */
function isSkipped(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((selector) => {
    // A skipping block is itself visible; what it skips is its content.
    const content = document.querySelector(selector)?.querySelector(":scope > .container-page");
    if (!content) throw new Error(`no block with content matches ${selector}`);
    return !content.checkVisibility({ contentVisibilityAuto: true });
  }, selector);
}

/** Scrolls half a screen at a time; returns blocks that were on screen with their content still skipped. */
async function scrollToTheEnd(page: Page): Promise<string[]> {
  const undrawn: string[] = [];
  for (let step = 0; step < 60; step += 1) {
    const { atEnd, skippedOnScreen } = await page.evaluate(async () => {
      window.scrollBy(0, Math.round(window.innerHeight / 2));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const skippedOnScreen = [...document.querySelectorAll(".render-near-view")].flatMap((block) => {
        const { top, bottom } = block.getBoundingClientRect();
        const onScreen = bottom > 0 && top < window.innerHeight;
        const content = block.querySelector(":scope > .container-page");
        const skipped = content !== null && !content.checkVisibility({ contentVisibilityAuto: true });
        return onScreen && skipped
          ? [`${block.localName}${block.id ? `#${block.id}` : ""} at ${window.scrollY}`]
          : [];
      });
      const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      return { atEnd, skippedOnScreen };
    });
    undrawn.push(...skippedOnScreen);
    if (atEnd) return undrawn;
  }
  throw new Error("the page did not reach its end in 60 steps");
}

test.describe("on a phone", () => {
  test.use(phone);

  test("scrolling each page from top to bottom shows every block drawn and moves nothing on screen; / draws its first screen at once and leaves the footer and last sections for later", async ({
    page,
  }) => {
    await markVisited(page);
    const shifts = await recordLayoutShifts(page);
    for (const path of [
      "/",
      "/our-services",
      "/PRIZM",
      "/careers",
      "/blogs/6/scrape-parse-cleanse-taming-public-provider-directories",
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      if (path === "/") {
        expect(await isSkipped(page, "#products")).toBe(false);
        expect(await isSkipped(page, "#partners")).toBe(true);
        expect(await isSkipped(page, "body footer")).toBe(true);
      }
      expect(await scrollToTheEnd(page), path).toEqual([]);
      expect(await shifts(), path).toEqual([]);
      if (path === "/") {
        expect(await isSkipped(page, "#partners")).toBe(false);
        expect(await isSkipped(page, "body footer")).toBe(false);
      }
    }
  });

  // The last sections of a page: a link to one scrolls near the page's end, where a block below it
  // that shrank when drawn would pull the target up.
  test("a link to /our-services#engagement-models or /PRIZM#more-products lands on its heading, under the header", async ({
    page,
  }) => {
    await markVisited(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const [path, id] of [
      ["/our-services", "engagement-models"],
      ["/PRIZM", "more-products"],
    ] as const) {
      await page.goto(`${path}#${id}`);
      await waitForHydration(page);
      const top = await page.evaluate((id) => document.getElementById(id)?.getBoundingClientRect().top, id);
      // html { scroll-padding-top: 5rem }
      expect(Math.abs((top ?? Number.NaN) - 80), path).toBeLessThanOrEqual(2);
    }
  });
});
