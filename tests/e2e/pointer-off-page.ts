/** Playwright's `test`, each test's page starting with the pointer off the page, as a visitor's does. */
import { test as base, type Page } from "@playwright/test";

/**
 * The headless shell puts a new page's pointer at the top-left corner, over the header, and hovers
 * it on each load, which compacts the header. A page must have a document before its pointer moves.
 */
export async function movePointerOff(page: Page): Promise<void> {
  await page.setContent("");
  await page.mouse.move(-1, -1);
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await movePointerOff(page);
    await use(page);
  },
});
