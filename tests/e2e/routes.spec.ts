import { expect } from "@playwright/test";
import { test } from "./api-answers";
import { sitemapPages } from "../../app/site/pages/index";

test.describe("every route of the site", () => {
  for (const page of sitemapPages) {
    test(`${page.path} answers 200 with its h1 in the server HTML`, async ({ request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[\s>]/);
    });
  }

  test("/Contact-Us shows the contact page with the canonical /Contact-us", async ({ request }) => {
    const response = await request.get("/Contact-Us");
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/Contact-us"/);
  });

  test("side links without the /video prefix redirect permanently", async ({ request }) => {
    const response = await request.get("/mrf-data-overview", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/video/mrf-data-overview");
  });

  test("an unknown path answers 404 with the 404 page's text, noindex and a way home", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByText(
        "Oops! The page you are looking for does not exist. You can return to the home page from here.",
      ),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("link", { name: "Go to homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
