import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { formNames } from "./forms-helpers";
import { axeViolations, openReady, ownServer } from "./page-helpers";

/** The page's JobPosting data (built and checked in app/cms/jsonld.test.ts; here, that the page carries it). */
async function jobPostingJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "JobPosting");
}

/** A server of its own on a copy of content/, whose careers files the journey edits as an editor would. */
test.describe("job openings as their editor sets them", () => {
  const REVALIDATE_TOKEN = "careers-revalidate-token-0123456789";
  let work: string;
  test.beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "northpeak-careers-"));
    await cp(path.resolve("content"), path.join(work, "content"), { recursive: true });
  });
  test.afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });
  const site = ownServer(() => ({
    CONTENT_DIR: path.join(work, "content"),
    CONTENT_CACHE_TTL_SECONDS: "3600",
    REVALIDATE_TOKEN,
  }));

  /** Changes one opening's file: each [from, to] replaced once. */
  async function editOpening(slug: string, ...changes: [string, string][]) {
    const file = path.join(work, "content", "careers", `${slug}.md`);
    let text = await readFile(file, "utf8");
    for (const [from, to] of changes) {
      expect(text, `${slug}.md has ${from}`).toContain(from);
      text = text.replace(from, to);
    }
    await writeFile(file, text);
  }

  /** Publishes the edits at once, as Strapi's webhook would (the cache would keep the old lists an hour). */
  async function publish() {
    const answer = await fetch(`${site.url}/api/revalidate`, {
      method: "POST",
      headers: { Authorization: `Bearer ${REVALIDATE_TOKEN}` },
    });
    expect(answer.status).toBe(200);
  }

  test("an open opening is listed with its JobPosting data; unlisted ones still take applications; closed ones say so", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    // Pages may be kept five minutes by the browser (ADR 040): after a publish, a new visitor looks.
    let context: BrowserContext | undefined;
    let page!: Page;
    const publishThenOpen = async (pagePath: string) => {
      await publish();
      await context?.close();
      context = await browser.newContext({ baseURL: site.url });
      page = await context.newPage();
      await openReady(page, pagePath);
    };

    // The seeded openings are all unlisted (app/cms/openings.test.ts; the empty list's text:
    // OpeningsTable.test.tsx). Open, and now taking applications through the job application form.
    await editOpening(
      "uiux-engineer",
      ['status: "unlisted"', 'status: "open"'],
      ['applyBy: "email"', 'applyBy: "form"'],
    );
    await editOpening("senior-mob-app-dev", ['status: "unlisted"', 'status: "closed"']);
    // Open as its editor set it, but its deadline day is over: it closed by itself.
    await editOpening(
      "internship",
      ['status: "unlisted"', 'status: "open"'],
      ["closesAtDeadline: false", "closesAtDeadline: true"],
    );
    await publishThenOpen("/careers");
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText("UI/UX Engineer");
    await expect(rows.nth(1)).toContainText("10th Oct 2025");
    await rows
      .nth(1)
      .getByRole("link", { name: /View more/ })
      .click();
    await expect(page).toHaveURL(/\/careers\/uiux-engineer$/);
    await expect(page.getByRole("heading", { level: 1, name: "UI/UX Engineer" })).toBeVisible();
    await expect(page.getByRole("form", { name: formNames["job-apply"] })).toBeVisible();
    expect(await jobPostingJsonLd(page)).toMatchObject({ validThrough: "2025-10-10" });

    // Closed: the page stays, says so, sends visitors to the openings, and carries no JobPosting.
    await openReady(page, "/careers/senior-mob-app-dev");
    await expect(page.getByRole("heading", { name: "This position is closed" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Apply now" })).toHaveCount(0);
    expect(await jobPostingJsonLd(page)).toBeUndefined();
    expect(await axeViolations(page)).toEqual([]);
    await openReady(page, "/careers/internship");
    await expect(page.getByRole("heading", { name: "This position is closed" })).toBeVisible();
    await expect(page.getByRole("form", { name: formNames.internship })).toHaveCount(0);
    // ...and no sidebar offers a closed opening.
    const sidebar = page.getByRole("complementary", { name: "Other Openings" });
    await expect(sidebar.getByRole("link", { name: "Senior Mobile App Developer" })).toHaveCount(0);
    await page.getByRole("link", { name: "See current openings" }).click();
    await expect(page).toHaveURL(/\/careers$/);

    // Unlisted again: left out of the table (app/cms/openings.test.ts), but the open posting's Other
    // Openings sidebar leads to it, with its deadline, and its page takes applications with its JobPosting.
    await editOpening(
      "internship",
      ['status: "open"', 'status: "unlisted"'],
      ["closesAtDeadline: true", "closesAtDeadline: false"],
    );
    await publishThenOpen("/careers/uiux-engineer");
    const others = page.getByRole("complementary", { name: "Other Openings" });
    await expect(others.getByText("Deadline: 31st Oct 2024")).toBeVisible();
    await others.getByRole("link", { name: "Internship" }).click();
    await expect(page).toHaveURL(/\/careers\/internship$/);
    await expect(page.getByRole("form", { name: formNames.internship })).toBeVisible();
    expect(await jobPostingJsonLd(page)).toMatchObject({ validThrough: "2024-10-31" });

    await context?.close();
  });
});
