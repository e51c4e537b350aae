import { expect } from "@playwright/test";
import { whyPath } from "../../app/site/brand";
import { processSection } from "../../app/site/company";
import { openReady } from "./page-helpers";
import { test } from "./shared-page";

const titles = processSection.steps.map((s) => s.title);

// The tabs' clicks and keys: app/components/ui/Tabs.test.tsx.
test.describe("/why-northpeak's Our Process", () => {
  test.use({ viewport: { width: 1024, height: 900 } });

  test("tabs from 1024 px wide, PROJECT DISCOVERY (research) first; at 1023 px a single-open accordion", async ({
    page,
  }) => {
    await openReady(page, whyPath);
    const accordion = page.getByTestId("process-accordion");
    await expect(accordion).toBeHidden();
    const tabs = page.getByTestId("process-tabs").getByRole("tab");
    await expect(tabs).toHaveText(titles);
    const research = page.getByRole("tab", { name: "PROJECT DISCOVERY" });
    await expect(research).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "PROJECT DISCOVERY" })).toBeVisible();

    await page.setViewportSize({ width: 1023, height: 900 });
    await expect(page.getByTestId("process-tabs")).toBeHidden();
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
