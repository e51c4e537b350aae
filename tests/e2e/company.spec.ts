import { expect } from "@playwright/test";
import { whyPath } from "../../app/site/brand";
import { processSection, whyCards } from "../../app/site/company";
import { openReady } from "./page-helpers";
import { test } from "./shared-page";

const titles = processSection.steps.map((s) => s.title);

test.describe("/why-northpeak at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Our Company, the six Why cards and Origins & Philosophy", async ({ page }) => {
    await openReady(page, whyPath);
    await expect(page.getByText("Our Company", { exact: true })).toBeVisible();
    await expect(page.locator("#why-list h3")).toHaveText([
      "Peace of Mind",
      "Customizable Offerings",
      "Ease of Implementation",
      "Project Management & Senior Engineering Support",
      "Diverse Technical Expertise to Ensure Results",
      "Competitive Offshore Pricing Model",
    ]);
    expect(whyCards.cards).toHaveLength(6);
    await expect(page.getByText("Origins & Philosophy")).toBeVisible();
  });

  test("Our Company names the company's markets and products", async ({ page }) => {
    await openReady(page, whyPath);
    const ourCompany = page.locator("#our-company");
    await expect(ourCompany).toContainText("Qatar and Singapore");
    for (const product of ["PRIZM", "Contract Rate Explorer", "Tara"]) {
      await expect(ourCompany.getByText(new RegExp(`^${product}:`))).toBeVisible();
    }
  });

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

    // Keyboard: Enter on a summary opens it.
    await accordion.locator("summary").nth(2).focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(2)).toHaveAttribute("open", "");
  });
});

test("the culture page has values, client satisfaction, communities and company culture", async ({
  page,
}) => {
  await openReady(page, "/culture-values");
  await expect(page.getByRole("heading", { level: 1, name: "Our Culture and Values" })).toBeVisible();
  for (const value of [
    "Karma",
    "Right effort and mindfulness",
    "Empowering communities",
    "Diversity and inclusion",
  ]) {
    await expect(page.locator("#values h3").filter({ hasText: value })).toHaveCount(1);
  }
  for (const id of ["client-satisfaction", "empowering-communities", "company-culture"]) {
    await expect(page.locator(`#${id} h2`)).toBeVisible();
  }
  // The company's promise: open communication, and support after the project goes live.
  const satisfaction = page.locator("#client-satisfaction");
  await expect(satisfaction.locator("h2")).toHaveText("Open communication, support after launch");
  await expect(satisfaction).toContainText("30 days of complimentary support after go-live");
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
