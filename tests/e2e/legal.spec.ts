import { expect } from "@playwright/test";
import { privacyPolicy, termsOfUse } from "../../app/site/legal";
import { openReady } from "./page-helpers";
import { test } from "./shared-page";

// The documents' wording (age rules, Massachusetts law, what is kept) is pinned in app/site/content-pages.test.
const documents = [
  ["/terms-of-use", "Terms of Use", termsOfUse],
  ["/privacy-policy", "Privacy Policy", privacyPolicy],
] as const;
const headings = (document: (typeof documents)[number][2]) =>
  document.sections.map((section) => section.heading);

test("the contents list jumps to a section", async ({ page }) => {
  await openReady(page, "/terms-of-use");
  await page
    .getByRole("navigation", { name: "Contents" })
    .getByRole("link", { name: "Governing law" })
    .click();
  await expect(page).toHaveURL(/#governing-law$/);
  await expect(page.locator("#governing-law-heading")).toBeInViewport();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section of both documents is readable", async ({ page }) => {
    for (const [path, , document] of documents) {
      await page.goto(path);
      await expect(page.locator("article").getByRole("heading", { level: 2 })).toHaveText(headings(document));
      for (const heading of await page.locator("article h2").all()) await expect(heading).toBeVisible();
    }
  });
});
