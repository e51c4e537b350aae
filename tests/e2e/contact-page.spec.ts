import { expect } from "@playwright/test";
import { test } from "./pointer-off-page";
import { offices as officeData } from "../../app/site/offices";
import { collectHydrationErrors, installPausedClock, waitForHydration } from "./page-helpers";

test("the office clocks tick every second in Tokyo, New York and Kathmandu, without a hydration error; the banner sits beside the form", async ({
  page,
}) => {
  const hydrationErrors = collectHydrationErrors(page);
  // Fixed moment: 09:00:00 UTC on 2 March 2026 is 18:00 in Tokyo, 04:00 in New York (EST)
  // and 14:45 in Kathmandu (UTC+5:45).
  await installPausedClock(page);
  await page.goto("/Contact-us");
  await waitForHydration(page);
  const clocks = {
    japan: page.locator('[data-time-zone="Asia/Tokyo"] time'),
    usa: page.locator('[data-time-zone="America/New_York"] time'),
    nepal: page.locator('[data-time-zone="Asia/Kathmandu"] time'),
  };
  await expect(clocks.japan).toHaveText("18:00:00");
  await expect(clocks.usa).toHaveText("04:00:00");
  await expect(clocks.nepal).toHaveText("14:45:00");
  await page.clock.runFor(1000);
  await expect(clocks.japan).toHaveText("18:00:01");
  await expect(clocks.usa).toHaveText("04:00:01");
  await expect(clocks.nepal).toHaveText("14:45:01");
  await page.clock.runFor(59_000);
  await expect(clocks.nepal).toHaveText("14:46:00");
  // Each office's address (the Nepal one in Kathmandu: offices.test) and its phone.
  for (const { id, locality } of officeData) {
    await expect(page.getByTestId(`office-${id}`).locator("address")).toContainText(locality);
    await expect(page.getByTestId(`office-${id}`).locator('a[href^="tel:"]')).toBeVisible();
  }
  expect(hydrationErrors).toEqual([]);

  // At 1280 px the banner 'Let's Work Together / How can we help you?' sits beside the contact form.
  const heading = page.getByRole("heading", { level: 1, name: "Let's Work Together" });
  await expect(page.getByText("How can we help you?")).toBeVisible();
  const [h1Box, formBox] = [await heading.boundingBox(), await page.locator("main form").boundingBox()];
  expect(formBox!.x).toBeGreaterThan(h1Box!.x + h1Box!.width / 2);
});
