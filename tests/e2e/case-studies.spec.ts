import path from "node:path";
import { expect } from "@playwright/test";
import { itemPaths } from "../../app/cms/collection-descriptors";
import { localSource } from "../../app/cms/local.server";
import { openReady } from "./page-helpers";
import { test } from "./shared-page";

// The case studies the served site shows: the case-studies collection of the repository's content/.
const studies = await localSource(path.resolve(import.meta.dirname, "../../content")).read("case-studies");
const study = studies.find((item) => item.slug === "a-case-study-in-innovative-IOT-solution");

test.use({ viewport: { width: 1280, height: 900 } });

test("a visitor follows a case study's card to its page and comes back to the list", async ({ page }) => {
  if (!study) throw new Error("content/case-studies has no IoT case study");
  await openReady(page, "/insights");
  const services = page.locator("section#services");
  await services.getByRole("link", { name: new RegExp(`^Read Case Study\\s*: ${study.title}$`) }).click();
  // Followed in the browser: the page comes from its data, with the slug in the case its editor gave.
  await expect(page).toHaveURL(new RegExp(`${itemPaths["case-studies"](study)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.heading);
  // Its sections and facts: tests/integration/site-http.test.ts.
  await expect(page.getByText(`Case Study · ${study.group}`)).toBeVisible();

  await page.getByRole("link", { name: "Back to case studies" }).click();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Study");
});
