import { expect, type Page } from "@playwright/test";
import { openReady } from "./page-helpers";
import { test } from "./shared-page";

async function jobPostingJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "JobPosting");
}

test("the Other Openings sidebar leads to another posting, with its JobPosting data", async ({ page }) => {
  await openReady(page, "/careers/internship");
  const sidebar = page.getByRole("complementary", { name: "Other Openings" });
  await expect(sidebar.getByText("Deadline: 24th Oct 2024")).toBeVisible();
  await sidebar.getByRole("link", { name: "Senior Mobile App Developer" }).click();
  await expect(page).toHaveURL(/\/careers\/senior-mob-app-dev$/);
  await expect(page.getByRole("heading", { level: 1, name: "Senior Mobile App Developer" })).toBeVisible();
  const ld = await jobPostingJsonLd(page);
  // The data itself is built and checked in app/site/careers.test.ts; here, that the page carries it.
  expect(ld).toMatchObject({
    "@context": "https://schema.org",
    title: "Senior Mobile App Developer",
    validThrough: "2024-10-24",
  });
});
