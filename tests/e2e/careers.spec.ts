import { expect, type Page } from "@playwright/test";
import { jobPostings, postingLabels } from "../../app/site/careers";
import { openReady } from "./page-helpers";
import { test } from "./shared-page";

async function jobPostingJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "JobPosting");
}

function fact(page: Page, term: string) {
  return page
    .getByTestId("job-facts")
    .locator("div")
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator("dd");
}

test("careers shows the not-hiring state with Contact Us and the CV invitation, no table", async ({
  page,
}) => {
  await openReady(page, "/careers");
  await expect(page.getByText("We're not hiring at the moment.")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByText(/Send your CV to/)).toBeVisible();
  await page.locator("#current-openings").getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/Contact-us$/);
});

for (const posting of jobPostings) {
  test(`${posting.path}: h1, every fact, the selection steps and its way to apply`, async ({ page }) => {
    await openReady(page, posting.path);
    await expect(page.getByRole("heading", { level: 1, name: posting.title })).toBeVisible();
    const { facts } = postingLabels;
    for (const [term, value] of [
      [facts.openings, String(posting.openings)],
      [facts.employmentType, posting.employmentType],
      [facts.workplace, posting.workplace],
      [facts.location, posting.location],
      [facts.experience, posting.experience],
      [facts.posted, posting.posted.label],
      [facts.deadline, posting.deadline.label],
    ] as const)
      await expect(fact(page, term), term).toHaveText(value);
    if (posting.selection)
      await expect(
        page
          .getByRole("heading", { name: postingLabels.selection })
          .locator("xpath=..")
          .getByRole("listitem"),
      ).toHaveText([...posting.selection]);
    if (posting.apply.kind === "form") await expect(page.locator('form input[type="file"]')).toHaveCount(1);
    if (posting.apply.kind === "mailto")
      await expect(page.locator('a[href^="mailto:"]').first()).toHaveAttribute(
        "href",
        /^mailto:careers@.+subject=/,
      );
  });
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

test("the job apply page has the apply form", async ({ page }) => {
  await openReady(page, "/job-apply-form");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("form").getByLabel(/email/i).first()).toBeVisible();
  await expect(page.locator('form input[type="file"]')).toHaveCount(1);
});
