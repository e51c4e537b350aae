import { expect } from "@playwright/test";
import { test } from "./pointer-off-page";
import { holdRequests, openReady } from "./page-helpers";

test.describe("blog list", () => {
  // The cards' texts, links and images, and the side list: tests/integration/site-http.test.ts.
  test("shows the posts in two columns", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/blogs");
    const cards = page.getByRole("list", { name: "All blog posts" }).getByRole("listitem");
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(second!.y).toBeCloseTo(first!.y, 0);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
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

test.describe("loading states on client navigation", () => {
  test("a detail shows a full-screen loading image, a list shows 'Loading...'", async ({ page }) => {
    await openReady(page, "/blogs");
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
    await openReady(page, "/our-team");
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
