import { expect, type Page } from "@playwright/test";
import { test } from "./api-answers";
import { SCROLL_TO_SECTION_DELAY_MS } from "../../app/site/constants";
import {
  networksSection,
  PRIZM_SECTIONS,
  prizmCards,
  prizmShopping,
  ratesSection,
  relatedProducts,
} from "../../app/site/prizm";
import { expectGetInTouch, openReady } from "./page-helpers";
import { installPausedClockSafely } from "./static-page-helpers";

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

/** Waits for the page's effects to have run (Reveal marks <html> from its effect) without advancing the clock. */
async function waitForEffects(page: Page) {
  await expect(page.locator("html.js-reveal")).toHaveCount(1);
}

test.describe("/PRIZM scrollTo state", () => {
  for (const target of PRIZM_SECTIONS) {
    test(`scrollTo "${target}" scrolls smoothly to #${target} after ${SCROLL_TO_SECTION_DELAY_MS} ms`, async ({
      page,
    }) => {
      await installPausedClockSafely(page);
      await arriveWithScrollState(page, target);
      await page.goto("/PRIZM");
      await waitForEffects(page);

      await page.clock.runFor(SCROLL_TO_SECTION_DELAY_MS - 1);
      expect(await scrollCalls(page)).toEqual([]);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.clock.runFor(1);
      expect(await scrollCalls(page)).toEqual([{ id: target, behavior: "smooth" }]);
      await expect(page.locator(`#${target}-heading`)).toBeInViewport();
      // The scroll ends with the section under the header (html { scroll-padding-top: 5rem }), though
      // the sections it passes are drawn on the way and were shorter before (ADR 025).
      await expect
        .poll(() =>
          page.evaluate(
            (id) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top - 80),
            target,
          ),
        )
        .toBeLessThanOrEqual(1);
    });
  }

  test("under reduced motion it jumps to the section instantly", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await installPausedClockSafely(page);
    await arriveWithScrollState(page, "rates");
    await page.goto("/PRIZM");
    await waitForEffects(page);

    await page.clock.runFor(SCROLL_TO_SECTION_DELAY_MS);
    expect(await scrollCalls(page)).toEqual([{ id: "rates", behavior: "instant" }]);
    // Instant: the section is already at the top of the viewport, without waiting.
    const top = await page.evaluate(() => document.getElementById("rates")!.getBoundingClientRect().top);
    expect(Math.abs(top - 80)).toBeLessThanOrEqual(2); // html { scroll-padding-top: 5rem }
  });

  test("an unknown scrollTo value leaves the page at the top", async ({ page }) => {
    await installPausedClockSafely(page);
    await arriveWithScrollState(page, "footer");
    await page.goto("/PRIZM");
    await waitForEffects(page);
    await page.clock.runFor(SCROLL_TO_SECTION_DELAY_MS * 5);
    expect(await scrollCalls(page)).toEqual([]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("/PRIZM content", () => {
  test("hero, three cards, the three sections and Get In Touch", async ({ page }) => {
    await openReady(page, "/PRIZM");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("PRIZM");
    await expect(page.locator("html")).toHaveAttribute("data-header", "transparent");

    const cards = page.locator("#products li");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading")).toHaveText(prizmCards.cards.map((card) => card.name));

    const networks = page.locator("section#networks");
    await expect(networks.getByRole("img", { name: /^Input:/ })).toBeVisible();
    await expect(networks.getByRole("img", { name: /^Output:/ })).toHaveAttribute(
      "src",
      /network-output\.svg$/,
    );
    for (const { name } of [...networksSection.views, ...networksSection.measures])
      await expect(networks.getByText(name, { exact: true })).toBeVisible();

    const rates = page.locator("section#rates");
    await expect(rates.getByRole("heading", { level: 3 })).toHaveText(
      ratesSection.cards.map((card) => card.name),
    );

    const shopping = page.locator("section#shopping");
    await expect(shopping.getByRole("heading", { level: 2 })).toContainText("transparency-in-coverage");
    await expect(shopping.getByRole("link", { name: /^Learn More\s?: PRIZM Shopping$/ })).toHaveAttribute(
      "href",
      "/PRIZM-Shopping",
    );

    await expect(page.locator("#more-products h3")).toHaveText(
      relatedProducts.cards.map((card) => card.name),
    );

    await expectGetInTouch(page);
  });

  test("each hero card links to its section on the page", async ({ page }) => {
    await openReady(page, "/PRIZM");
    await page.getByRole("link", { name: /^See how it works\s?: PRIZM Shopping$/ }).click();
    await expect(page).toHaveURL(/\/PRIZM#shopping$/);
    await expect(page.locator("#shopping-heading")).toBeInViewport();
    await expect(page.getByRole("link", { name: /^See how it works\s?: PRIZM Networks$/ })).toHaveAttribute(
      "href",
      "#networks",
    );
    await expect(page.getByRole("link", { name: /^See how it works\s?: PRIZM Rates$/ })).toHaveAttribute(
      "href",
      "#rates",
    );
  });
});

test("/PRIZM-Shopping: Get Compliant. Stay Compliant, three feature cards and Get In Touch", async ({
  page,
}) => {
  await openReady(page, "/PRIZM-Shopping");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("PRIZM Shopping");
  const features = page.locator("section#features");
  await expect(features.getByRole("heading", { level: 2 })).toHaveText(prizmShopping.featuresTitle);
  await expect(features.getByRole("heading", { level: 3 })).toHaveText(
    prizmShopping.features.map((card) => card.name),
  );
  await expectGetInTouch(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/PRIZM shows every section, and the cards' links still reach them", async ({ page }) => {
    await page.goto("/PRIZM");
    for (const id of PRIZM_SECTIONS) await expect(page.locator(`#${id}-heading`)).toBeVisible();
    await expect(page.getByRole("link", { name: /^See how it works\s?: PRIZM Rates$/ })).toHaveAttribute(
      "href",
      "#rates",
    );
  });
});
