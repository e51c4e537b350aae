import { expect, type Page } from "@playwright/test";
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

test("internship posting: facts, selection, apply form and the Other Openings sidebar", async ({ page }) => {
  await openReady(page, "/careers/internship");
  await expect(page.getByRole("heading", { level: 1, name: "Internship" })).toBeVisible();
  await expect(fact(page, "Openings")).toHaveText("25");
  await expect(fact(page, "Job type")).toHaveText("Intern");
  await expect(fact(page, "Workplace")).toHaveText("On-site");
  await expect(fact(page, "Location")).toHaveText(/Kathmandu/);
  const selection = page
    .getByRole("heading", { name: "Selection process" })
    .locator("xpath=..")
    .getByRole("listitem");
  await expect(selection.nth(0)).toContainText("Written exam");
  await expect(selection.nth(1)).toContainText("In-person interview");
  await expect(page.locator("form").getByLabel(/name/i).first()).toBeVisible();
  await expect(page.locator('form input[type="file"]')).toHaveCount(1);

  const sidebar = page.getByRole("complementary", { name: "Other Openings" });
  await expect(sidebar.getByText("Deadline: 24th Oct 2024")).toBeVisible();
  await sidebar.getByRole("link", { name: "Senior Mobile App Developer" }).click();
  await expect(page).toHaveURL(/\/careers\/senior-mob-app-dev$/);
  await expect(page.getByRole("heading", { level: 1, name: "Senior Mobile App Developer" })).toBeVisible();
  await expect(fact(page, "Deadline")).toHaveText("24th Oct 2024");

  const ld = await jobPostingJsonLd(page);
  expect(ld).toMatchObject({ title: "Senior Mobile App Developer", validThrough: "2024-10-24" });
});

test("UI/UX engineer posting: 1 opening, dates, on-site, 2+ years and a mailto link", async ({ page }) => {
  await openReady(page, "/careers/uiux-engineer");
  await expect(fact(page, "Openings")).toHaveText("1");
  await expect(fact(page, "Posted on")).toHaveText("26th Sept 2025");
  await expect(fact(page, "Deadline")).toHaveText("10th Oct 2025");
  await expect(fact(page, "Workplace")).toHaveText("On-site");
  await expect(fact(page, "Experience")).toHaveText("2+ years");
  await expect(page.locator('a[href^="mailto:"]').first()).toHaveAttribute(
    "href",
    /^mailto:careers@.+subject=/,
  );
});

// The JobPosting data itself is built and checked in app/site/careers.test.ts; here, that a page carries it.
test("a posting's page carries its JobPosting structured data", async ({ request }) => {
  const html = await (await request.get("/careers/internship")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1]!),
  );
  expect(blocks.find((b) => b["@type"] === "JobPosting")).toMatchObject({
    "@context": "https://schema.org",
    title: "Internship",
    totalJobOpenings: 25,
  });
});

test("the job apply page has the apply form", async ({ page }) => {
  await openReady(page, "/job-apply-form");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("form").getByLabel(/email/i).first()).toBeVisible();
  await expect(page.locator('form input[type="file"]')).toHaveCount(1);
});
