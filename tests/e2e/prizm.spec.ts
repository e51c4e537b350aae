import { expect, type Page } from "@playwright/test";
import { test } from "./pointer-off-page";
import { SCROLL_TO_SECTION_DELAY_MS } from "../../app/site/constants";
import { PRIZM_SECTIONS } from "../../app/site/prizm";
import { installPausedClock, waitForHydration } from "./page-helpers";

type ScrollCall = { id: string; behavior: string | undefined };

/** Starts /PRIZM as a client-side navigation with state { scrollTo } leaves history, recording scrollIntoView. */
async function arriveWithScrollState(page: Page, target: string) {
  await page.addInitScript((scrollTo) => {
    window.history.replaceState({ usr: { scrollTo }, key: "e2e", idx: 0 }, "");
    const calls: { id: string; behavior: string | undefined }[] = [];
    (window as unknown as { __scrolls: typeof calls }).__scrolls = calls;
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      calls.push({ id: this.id, behavior: typeof options === "object" ? options.behavior : undefined });
      return original.call(this, options);
    };
  }, target);
}

const scrollCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __scrolls: ScrollCall[] }).__scrolls);

// Which state names a section (an unknown one none): app/components/ui/useScrollToSectionFromState.test.ts;
// each hero card's target: app/site/prizm.test.ts. Here the farthest section, past the others.
test.describe("/PRIZM scrollTo state", () => {
  test(`scrollTo "shopping" scrolls smoothly to #shopping after ${SCROLL_TO_SECTION_DELAY_MS} ms`, async ({
    page,
  }) => {
    await installPausedClock(page);
    await arriveWithScrollState(page, "shopping");
    await page.goto("/PRIZM");
    await waitForHydration(page);

    await page.clock.runFor(SCROLL_TO_SECTION_DELAY_MS - 1);
    expect(await scrollCalls(page)).toEqual([]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.clock.runFor(1);
    expect(await scrollCalls(page)).toEqual([{ id: "shopping", behavior: "smooth" }]);
    await expect(page.locator("#shopping-heading")).toBeInViewport();
    // The scroll ends with the section under the header (html { scroll-padding-top: 5rem }), though
    // the sections it passes are drawn on the way and were shorter before (ADR 025).
    await expect
      .poll(() =>
        page.evaluate(() => Math.abs(document.getElementById("shopping")!.getBoundingClientRect().top - 80)),
      )
      .toBeLessThanOrEqual(1);
  });

  test("under reduced motion it jumps to the section instantly", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await installPausedClock(page);
    await arriveWithScrollState(page, "rates");
    await page.goto("/PRIZM");
    await waitForHydration(page);

    await page.clock.runFor(SCROLL_TO_SECTION_DELAY_MS);
    expect(await scrollCalls(page)).toEqual([{ id: "rates", behavior: "instant" }]);
    // Instant: the section is already at the top of the viewport, without waiting.
    const top = await page.evaluate(() => document.getElementById("rates")!.getBoundingClientRect().top);
    expect(Math.abs(top - 80)).toBeLessThanOrEqual(2); // html { scroll-padding-top: 5rem }
  });
});

// The hero cards' links are plain in-page links, the same with JavaScript.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/PRIZM shows every section, and a hero card's link reaches its section", async ({ page }) => {
    await page.goto("/PRIZM");
    for (const id of PRIZM_SECTIONS) await expect(page.locator(`#${id}-heading`)).toBeVisible();
    await page.getByRole("link", { name: /^See how it works\s?: PRIZM Shopping$/ }).click();
    await expect(page).toHaveURL(/\/PRIZM#shopping$/);
    await expect(page.locator("#shopping-heading")).toBeInViewport();
  });
});
