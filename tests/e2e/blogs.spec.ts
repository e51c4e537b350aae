import { expect } from "@playwright/test";
import { test } from "./pointer-off-page";
import { holdRequests, openReady } from "./page-helpers";

test.use({ viewport: { width: 1280, height: 900 } });

// The cards' texts, links and images, and the side list: tests/integration/site-http.test.ts; the lists
// without JavaScript, no reveal block hiding them: shell.spec.ts.
test("on client navigation a list shows 'Loading...' (arriving from a company page too) and a detail a full-screen loading image; the posts in two columns", async ({
  page,
}) => {
  await openReady(page, "/our-team");
  const release = await holdRequests(page, /\/news-list\.data/);
  // The header's Resources menu leads to the news list from every page.
  const header = page.locator("header.site-header");
  // Hover opens the dropdown; a click after the hover would toggle it shut again.
  const resources = header.getByRole("button", { name: "Resources" });
  await resources.hover();
  await expect(resources).toHaveAttribute("aria-expanded", "true");
  await header.getByRole("link", { name: /^News/ }).first().click();
  const loading = page.getByRole("status").filter({ hasText: "Loading..." });
  await expect(loading).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await expect(page.getByText("Loading...")).toBeHidden();

  await openReady(page, "/blogs");
  const cards = page.getByRole("list", { name: "All blog posts" }).getByRole("listitem");
  const first = await cards.nth(0).boundingBox();
  const second = await cards.nth(1).boundingBox();
  expect(second!.y).toBeCloseTo(first!.y, 0);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);

  // Hold the client-side data request until the loading state has been seen.
  const releaseDetail = await holdRequests(page, /\/blogs\/\d+\/[^/]+\.data/);
  const overlay = page.getByTestId("content-loading-overlay");
  await cards.first().getByRole("link").first().click();
  await expect(overlay).toBeVisible();
  await expect(overlay.locator("img")).toHaveAttribute("src", "/images/logo.svg");
  releaseDetail();
  await expect(overlay).toBeHidden();
  await expect(page.getByRole("link", { name: "Back to blogs" })).toBeVisible();

  const releaseList = await holdRequests(page, /\/blogs\.data/);
  await page.getByRole("link", { name: "Back to blogs" }).click();
  await expect(loading).toBeVisible();
  releaseList();
  await expect(page.getByRole("heading", { level: 1, name: "Blogs" })).toBeVisible();
  await expect(page.getByText("Loading...")).toBeHidden();
});
