import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The loading overlay covers every full page load for 1 s; wait it out, and for React to hydrate,
 * before interacting (the overlay can lift before hydration on a loaded machine, and a click that
 * lands before it is lost).
 */
export async function waitForOverlay(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
  await expect(page.getByTestId("loading-overlay")).toBeHidden({ timeout: 10_000 });
}

/** Zero serious or critical axe violations at phone and desktop widths. */
export async function expectAccessible(page: Page, path: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await waitForOverlay(page);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
  }
}

export const SHORT_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;
export const APOLOGY = "Sorry, we couldn’t load the content right now. Please try again in a moment.";
