import { expect } from "@playwright/test";
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

test("/terms-of-use has every section, Massachusetts law and the age rules", async ({ page }) => {
  await openReady(page, "/terms-of-use");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");
  await expect(page.locator("article").getByRole("heading", { level: 2 })).toHaveText(termsSections);
  await expect(page.locator("section#governing-law")).toContainText("Commonwealth of Massachusetts");
  await expect(page.locator("article")).toContainText(
    "You must be at least 18 years old to use the Site without the involvement of a parent or guardian",
  );
  await expect(page.locator("section#children-under-thirteen")).toContainText(
    "We do not knowingly collect personal information from anyone under the age of 13",
  );
  await expect(page.locator("section#contact")).toContainText("hello@northpeak.example");
});

test("/privacy-policy has every section, deletion exceptions and the age rules", async ({ page }) => {
  await openReady(page, "/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(page.locator("article").getByRole("heading", { level: 2 })).toHaveText(privacySections);
  await expect(page.locator("section#deletion li")).not.toHaveCount(0);
  await expect(page.locator("section#children-under-thirteen")).toContainText(
    "We do not knowingly collect personal information from children under the age of 13",
  );
  await expect(page.locator("article")).toContainText("at least 18 years old");
});

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
