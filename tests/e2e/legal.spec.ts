import { expect } from "@playwright/test";
import { brand } from "../../app/site/brand";
import { privacyPolicy, termsOfUse } from "../../app/site/legal";
import { openReady } from "./page-helpers";
import { test } from "./shared-page";

/** Terms of Use: each topic it must cover, as the section heading that covers it. */
const termsSections = [
  "Privacy",
  "Electronic communications",
  "Children under thirteen",
  "Links to third-party sites and services",
  "No unlawful or prohibited use",
  "Intellectual property",
  "Third-party accounts",
  "International users",
  "Indemnification",
  "Arbitration",
  "Class action waiver",
  "Liability disclaimer",
  "Termination and access restriction",
  "Governing law",
  "Changes to these terms",
  "Contact us",
];

const privacySections = [
  "Collection of your personal information",
  "How we use your information",
  "Where your enquiry came from",
  "Counting the use of our forms",
  "Counting visits to the Site",
  "Sharing information with third parties",
  "Right to deletion",
  "Children under thirteen",
  "Prohibited use",
  "Third-party accounts",
  "Security and retention",
  "Contact us",
];

// The documents' wording (age rules, Massachusetts law, what is kept) is pinned in app/site/content-pages.test.
for (const [path, title, sections, document] of [
  ["/terms-of-use", "Terms of Use", termsSections, termsOfUse],
  ["/privacy-policy", "Privacy Policy", privacySections, privacyPolicy],
] as const) {
  test(`${path} has every section, each list item and the contact address`, async ({ page }) => {
    await openReady(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("article").getByRole("heading", { level: 2 })).toHaveText(sections);
    for (const { id, list } of document.sections)
      if (list) await expect(page.locator(`section#${id} li`), id).toHaveText([...list]);
    await expect(page.locator("section#contact")).toContainText(brand.email);
  });
}

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
    await page.goto("/terms-of-use");
    await expect(page.locator("article").getByRole("heading", { level: 2 })).toHaveText(termsSections);
    for (const heading of await page.locator("article h2").all()) await expect(heading).toBeVisible();
    await page.goto("/privacy-policy");
    await expect(page.locator("article").getByRole("heading", { level: 2 })).toHaveText(privacySections);
  });
});
