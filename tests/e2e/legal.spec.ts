import { expect } from "@playwright/test";
import { openReady } from "./page-helpers";
import { test } from "./shared-page";

// The documents' sections: tests/integration/site-http.test.ts; their wording: app/site/content-pages.test.
test("the contents list jumps to a section", async ({ page }) => {
  await openReady(page, "/terms-of-use");
  await page
    .getByRole("navigation", { name: "Contents" })
    .getByRole("link", { name: "Governing law" })
    .click();
  await expect(page).toHaveURL(/#governing-law$/);
  await expect(page.locator("#governing-law-heading")).toBeInViewport();
});
