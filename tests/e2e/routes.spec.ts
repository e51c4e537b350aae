import { expect } from "@playwright/test";
import { test } from "./api-answers";
import { brand } from "../../app/site/brand";
import { sitemapPages } from "../../app/site/pages/index";

/** The product's route table, written out: a page renamed in the code and in the sitemap alike fails here. */
const productPaths = [
  "/",
  "/our-team",
  "/culture-values",
  `/why-${brand.slug}`,
  "/careers",
  "/careers/internship",
  "/careers/uiux-engineer",
  "/careers/senior-mob-app-dev",
  "/job-apply-form",
  "/what-we-do",
  "/our-services",
  // The six service pages.
  ...["/web-app", "/mobile-app", "/data-handling", "/iot", "/devops", "/ui-ux"],
  "/insights",
  "/insights/boulder-administration-services",
  "/insights/design-a-software-solution-to-assess-child-bullying",
  "/insights/a-smart-wellness-digital-solution",
  "/insights/a-case-study-in-innovative-IOT-solution",
  "/insights/a-smart-healthcare-platform",
  "/media",
  "/PRIZM",
  "/PRIZM-Shopping",
  "/blogs",
  "/news-list",
  "/Contact-us",
  "/Contact-Us",
  "/terms-of-use",
  "/privacy-policy",
  ...[
    "mrf-data-overview",
    "mrf-quality-assurance-summary",
    "claims-summary-reports",
    "claims-upload-and-summary",
    "custom-reports",
    "data-aggregration",
    "provider-group-use-case",
    "standard-reports",
  ].map((name) => `/video/${name}`),
];

test("every path of the product's route table and of the sitemap answers 200 with its h1", async ({
  request,
}) => {
  for (const path of new Set([...productPaths, ...sitemapPages.map((page) => page.path)])) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toMatch(/<h1[\s>]/);
  }
});

test.describe("redirects and the unknown path", () => {
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
