import { expect } from "@playwright/test";
import { test } from "./api-answers";
import { slugify } from "../../app/lib/slug";
import { holdRequests, waitForOverlay } from "./content-helpers";

test.describe("blog list", () => {
  // One card per post, newest first, short dates: collections.spec.ts checks it for every collection.
  test("shows at least 8 posts in two columns, each with an excerpt and the image's box", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/blogs");
    const cards = page.getByRole("list", { name: "All blog posts" }).getByRole("listitem");
    expect(await cards.count()).toBeGreaterThanOrEqual(8);

    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(second!.y).toBeCloseTo(first!.y, 0);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);

    for (const excerpt of await cards.locator("p").allInnerTexts()) {
      expect(excerpt).not.toMatch(/[<>]/);
      expect(excerpt.length).toBeLessThanOrEqual(103);
      expect(excerpt.endsWith("...")).toBe(true);
    }
    const img = cards.nth(0).locator("img");
    await expect(img).toHaveAttribute("width", "1200");
    await expect(img).toHaveAttribute("height", "675");
    await expect(img).toHaveAttribute("alt", /.+/);
  });

  test("cards link to /blogs/{id}/{slug} and the side list shows the 5 most recently updated", async ({
    page,
  }) => {
    await page.goto("/blogs");
    await waitForOverlay(page);
    const cardLinks = page.getByRole("list", { name: "All blog posts" }).getByRole("link");
    const titles = await cardLinks.allInnerTexts();
    const hrefs = await cardLinks.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    for (const [i, href] of hrefs.entries()) {
      expect(href).toMatch(new RegExp(`^/blogs/\\d+/${slugify(titles[i]!)}$`));
    }

    const trending = page.getByRole("complementary", { name: "Trending Blogs" }).getByRole("link");
    await expect(trending).toHaveCount(5);
    const trendingTexts = await trending.allInnerTexts();
    trendingTexts.forEach((text, i) => {
      expect(text.length).toBeLessThanOrEqual(63);
      const title = titles[i]!;
      expect(text).toBe(title.length > 60 ? `${title.slice(0, 60).trimEnd()}...` : title);
    });
    expect(await trending.evaluateAll((els) => els.map((e) => e.getAttribute("href")))).toEqual(
      hrefs.slice(0, 5),
    );

    await cardLinks.first().click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
    await expect(page.getByRole("heading", { level: 1, name: titles[0] })).toBeVisible();
  });

  test("is readable without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blogs");
    await expect(
      page.getByRole("list", { name: "All blog posts" }).getByRole("listitem").first(),
    ).toBeVisible();
    await context.close();
  });
});

test.describe("blog detail", () => {
  const path = "/blogs/3/building-a-cost-estimator-members-can-trust-under-transparency-in-coverage";

  test("shows title, author, banner, body, second image and Back to blogs, with post metadata", async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForOverlay(page);
    const title = "Building a cost estimator members can trust under Transparency in Coverage";
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("By Mika Tanaka")).toBeVisible();
    const images = page.locator("article img");
    await expect(images).toHaveCount(2);
    await expect(images.nth(0)).toHaveAttribute("src", "/images/blog/tic-cost-estimator.svg");
    await expect(images.nth(1)).toHaveAttribute("src", "/images/blog/tic-cost-estimator-flow.svg");
    await expect(
      page.getByRole("heading", { level: 2, name: "The estimate is only as good as three inputs" }),
    ).toBeVisible();

    await expect(page).toHaveTitle(`${title} | Northpeak`);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toMatch(/^The Transparency in Coverage rule requires/);
    expect(description!.length).toBeLessThanOrEqual(150);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /\/generated\/og\/blogs\/3\/[^/]+\.png$/,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = jsonLd.map((t) => JSON.parse(t)).find((d) => d["@type"] === "Article");
    expect(article).toMatchObject({ headline: title, author: { name: "Mika Tanaka" } });

    await page.getByRole("link", { name: "Back to blogs" }).click();
    await expect(page).toHaveURL(/\/blogs$/);
  });

  test("a post without an author shows the company's admin label", async ({ page }) => {
    await page.goto("/blogs/5/forty-checks-before-a-rate-file-is-trusted-automating-qa-and-qc");
    await expect(page.getByText("By Northpeak Admin")).toBeVisible();
  });
});

test.describe("loading states on client navigation", () => {
  test("a detail shows a full-screen loading image, a list shows 'Loading...'", async ({ page }) => {
    await page.goto("/blogs");
    await waitForOverlay(page);
    // Hold the client-side data request until the loading state has been seen.
    const release = await holdRequests(page, /\/blogs\/\d+\/[^/]+\.data/);
    const overlay = page.getByTestId("content-loading-overlay");
    await page.getByRole("list", { name: "All blog posts" }).getByRole("link").first().click();
    await expect(overlay).toBeVisible();
    await expect(overlay.locator("img")).toHaveAttribute("src", "/images/logo.svg");
    release();
    await expect(overlay).toBeHidden();
    await expect(page.getByRole("link", { name: "Back to blogs" })).toBeVisible();

    const releaseList = await holdRequests(page, /\/blogs\.data/);
    await page.getByRole("link", { name: "Back to blogs" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
    releaseList();
    await expect(page.getByRole("heading", { level: 1, name: "Blogs" })).toBeVisible();
    await expect(page.getByText("Loading...")).toBeHidden();
  });
});

test.describe("loading states from any page", () => {
  test("the list's 'Loading...' shows when arriving from a company page", async ({ page }) => {
    await page.goto("/our-team");
    await waitForOverlay(page);
    const release = await holdRequests(page, /\/news-list\.data/);
    // The header's Resources menu leads to the news list from every page.
    await page.setViewportSize({ width: 1280, height: 900 });
    const header = page.locator("header.site-header");
    // Hover opens the dropdown; a click after the hover would toggle it shut again.
    const resources = header.getByRole("button", { name: "Resources" });
    await resources.hover();
    await expect(resources).toHaveAttribute("aria-expanded", "true");
    await header.getByRole("link", { name: /^News/ }).first().click();
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
    await expect(page.getByText("Loading...")).toBeHidden();
  });
});
