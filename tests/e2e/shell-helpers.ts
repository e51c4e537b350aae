import { expect, type Page } from "@playwright/test";
import { LOADING_OVERLAY_MS } from "../../app/site/constants";

/** A fixed moment for Playwright's clock, so timed tests never depend on the wall clock. */
export const CLOCK_START = new Date("2026-03-02T09:00:00Z");

/**
 * Installs Playwright's clock paused before the first document loads: no timer fires until the
 * test calls `page.clock.runFor(ms)`.
 */
export async function installPausedClock(page: Page) {
  // Installed a minute early and paused at the fixed moment: pausing never lands in the past, however
  // slow the machine is between the two calls.
  await page.clock.install({ time: new Date(CLOCK_START.getTime() - 60_000) });
  await page.clock.pauseAt(CLOCK_START);
}

/**
 * With the clock paused from before the load: the loading overlay is up, still up 1 ms before
 * 1000 ms from the start of the load (time already spent loading counts), and gone at 1000 ms.
 */
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

/** Waits until React has hydrated the page (root sets html[data-hydrated]). */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a page, waits for hydration and for the 1 s loading overlay to go (real time). */
export async function openReady(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByTestId("loading-overlay")).toBeHidden({ timeout: 5_000 });
  return response;
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
