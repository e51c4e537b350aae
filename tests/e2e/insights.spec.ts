import { expect } from "@playwright/test";
import { caseStudies } from "../../app/site/case-studies";
import { insightPages } from "../../app/site/pages/insights";
import { openReady } from "./page-helpers";
import { test } from "./shared-page";

const readLink = (name: string) => new RegExp(`^Read Case Study\\s?: ${name}$`);

test("/insights: one Products item and four Services items, each with Read Case Study", async ({ page }) => {
  await openReady(page, "/insights");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Study");
  const products = page.locator("section#products");
  const services = page.locator("section#services");
  await expect(products.getByRole("heading", { level: 2 })).toHaveText("Products");
  await expect(services.getByRole("heading", { level: 2 })).toHaveText("Services");
  await expect(products.getByRole("link", { name: /^Read Case Study/ })).toHaveCount(1);
  await expect(services.getByRole("link", { name: /^Read Case Study/ })).toHaveCount(4);
  for (const study of caseStudies) {
    const section = study.group === "Products" ? products : services;
    await expect(section.getByRole("link", { name: readLink(study.name) })).toHaveAttribute(
      "href",
      study.path,
    );
  }
});

test("Read Case Study opens the detail page", async ({ page }) => {
  await openReady(page, "/insights");
  await page.getByRole("link", { name: readLink("Child Bullying Assessment App") }).click();
  await expect(page).toHaveURL(/\/insights\/design-a-software-solution-to-assess-child-bullying$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(insightPages.childBullying.heading);
  await page.getByRole("link", { name: /Back to case studies/ }).click();
  await expect(page).toHaveURL(/\/insights$/);
});

for (const study of caseStudies) {
  test(`${study.path} tells the whole case study: results, every section and its bullets`, async ({
    page,
  }) => {
    await openReady(page, study.path);
    const article = page.locator("article");
    await expect(article.getByRole("heading", { level: 2 })).toHaveText([
      "Results",
      ...study.sections.map((section) => section.heading),
    ]);
    await expect(article.locator("li").first()).toContainText(study.results[0]!.value);
    for (const bullet of study.sections.flatMap((section) => section.bullets ?? []))
      await expect(article).toContainText(bullet);
    await expect(page.getByRole("complementary", { name: "Project facts" })).toContainText("Client");
  });
}
