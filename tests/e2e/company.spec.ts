import { expect } from "@playwright/test";
import { whyPath } from "../../app/site/brand";
import { processSection } from "../../app/site/company";
import { openReady } from "./page-helpers";
import { test } from "./shared-page";

const titles = processSection.steps.map((s) => s.title);

test.describe("/why-northpeak at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Our Process shows tabs, PROJECT DISCOVERY (research) first; arrows move between them", async ({
    page,
  }) => {
    await openReady(page, whyPath);
    await expect(page.getByTestId("process-accordion")).toBeHidden();
    const tabs = page.getByTestId("process-tabs").getByRole("tab");
    await expect(tabs).toHaveText(titles);
    const research = page.getByRole("tab", { name: "PROJECT DISCOVERY" });
    await expect(research).toHaveAttribute("aria-selected", "true");
    await expect(research).toHaveAttribute("id", "process-tab-research");
    await expect(page.getByRole("tabpanel", { name: "PROJECT DISCOVERY" })).toBeVisible();

    await page.getByRole("tab", { name: "DESIGN AND DEVELOP" }).click();
    await expect(page.getByRole("tabpanel", { name: "DESIGN AND DEVELOP" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "PROJECT DISCOVERY" })).toBeHidden();

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "RELEASE / DELIVER / ENHANCE" })).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "RELEASE / DELIVER / ENHANCE" })).toBeVisible();
  });
});

test("Our Process: tabs from 1024 px wide, the accordion at 1023 px", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await openReady(page, whyPath);
  await expect(page.getByTestId("process-tabs")).toBeVisible();
  await expect(page.getByTestId("process-accordion")).toBeHidden();
  await page.setViewportSize({ width: 1023, height: 900 });
  await expect(page.getByTestId("process-accordion")).toBeVisible();
  await expect(page.getByTestId("process-tabs")).toBeHidden();
});

test.describe("/why-northpeak at 800 px", () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test("Our Process is a single-open accordion; clicking the open item closes it", async ({ page }) => {
    await openReady(page, whyPath);
    await expect(page.getByTestId("process-tabs")).toBeHidden();
    const accordion = page.getByTestId("process-accordion");
    const items = accordion.locator("details");
    await expect(accordion.locator("summary")).toHaveText(titles);
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(items.nth(0).getByText(processSection.steps[0]!.content)).toBeVisible();

    await accordion.locator("summary").nth(1).click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await expect(items.nth(1).getByText(processSection.steps[1]!.content)).toBeVisible();

    await accordion.locator("summary").nth(1).click();
    await expect(accordion.locator("details[open]")).toHaveCount(0);

    await accordion.locator("summary").nth(2).focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(2)).toHaveAttribute("open", "");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  test("every process step's text is readable", async ({ page }) => {
    await page.goto(whyPath);
    for (const step of processSection.steps) {
      await expect(page.getByTestId("process-tabs").getByText(step.content)).toBeVisible();
    }
  });
});
