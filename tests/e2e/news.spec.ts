import { expect } from "@playwright/test";
import { waitForOverlay } from "./content-helpers";
import { test } from "./shared-page";

test.describe("news list", () => {
  // One card per item, newest first, short dates: collections.spec.ts checks it for every collection.
  test("shows at least 6 items, each with an image and a Read more link to /news/{id}", async ({ page }) => {
    await page.goto("/news-list");
    const cards = page.getByRole("list", { name: "All news" }).getByRole("listitem");
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(6);
    await expect(cards.locator("img")).toHaveCount(count);
    const readMore = cards.getByRole("link", { name: /^Read more/ });
    await expect(readMore).toHaveCount(count);
    const hrefs = await readMore.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    for (const href of hrefs) expect(href).toMatch(/^\/news\/\d+$/);
  });

  test("Read more opens the item", async ({ page }) => {
    await page.goto("/news-list");
    await waitForOverlay(page);
    await page.getByRole("link", { name: /^Read more\W+PRIZM Rates adds rate variability/ }).click();
    await expect(page).toHaveURL(/\/news\/1$/);
    await expect(
      page.getByRole("heading", { level: 1, name: /PRIZM Rates adds rate variability/ }),
    ).toBeVisible();
  });
});

test.describe("news detail", () => {
  test("shows title, subheading, 'Posted on: {date}', the second image, body and Back to News", async ({
    page,
  }) => {
    const response = await page.goto("/news/1");
    expect(response?.status()).toBe(200);
    await waitForOverlay(page);
    const title = "PRIZM Rates adds rate variability and revenue opportunity views";
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByText("Hospitals can now see how each payer's rates spread across a market"),
    ).toBeVisible();
    await expect(page.getByText("Posted on: Oct 21, 2025", { exact: true })).toBeVisible();
    await expect(page.locator("article img")).toHaveAttribute(
      "src",
      "/images/news/prizm-rates-release-detail.svg",
    );
    await expect(page.getByText("Northpeak today released a new version of")).toBeVisible();

    await expect(page).toHaveTitle(`${title} | Northpeak`);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = jsonLd.map((t) => JSON.parse(t)).find((d) => d["@type"] === "NewsArticle");
    expect(article).toMatchObject({ headline: title, datePublished: "2025-10-21T00:00:00.000Z" });
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /\/generated\/og\/news\/\d+\.png$/,
    );

    await page.getByRole("link", { name: "Back to News" }).click();
    await expect(page).toHaveURL(/\/news-list$/);
  });
});
