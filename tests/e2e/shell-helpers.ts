import { expect, type Page } from "@playwright/test";
import { LOADING_OVERLAY_MS } from "../../app/site/constants";

// One home for the clock and hydration helpers; the shell's journeys import them from here too.
export { FIXED_TIME as CLOCK_START, installPausedClock, openReady, waitForHydration } from "./page-helpers";

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
