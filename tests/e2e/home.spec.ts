import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./pointer-off-page";
import { brand } from "../../app/site/brand";
import { products } from "../../app/site/home";
import { partners } from "../../app/site/partners";
import {
  collectHydrationErrors,
  holdRequests,
  installPausedClock,
  markVisited,
  openReady,
  recordLayoutShifts,
  recordScrollCalls,
  scrollCalls,
  twoFrames,
  waitForHydration,
} from "./page-helpers";

/** The word on show: the three words share one place and only the current one is visible. */
const shownWord = (preloader: Locator) => preloader.locator("span:visible");

/** On the paused clock the preloader shows `from` for `ms` − 1 ms more, then `to` (or goes, for null). */
async function expectTurn(page: Page, from: string, ms: number, to: string | null) {
  const preloader = page.getByTestId("preloader");
  await expect(shownWord(preloader)).toHaveText(from);
  await page.clock.runFor(ms - 1);
  await expect(shownWord(preloader)).toHaveText(from);
  await page.clock.runFor(1);
  if (to) await expect(shownWord(preloader)).toHaveText(to);
  else await expect(preloader).toBeHidden();
}

test.describe("first-visit preloader", () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px: cycles PROVEN, TRUSTED, EXPERIENCED a second each without a layout shift, counting its 3 s from the load, not from hydration, then sets hasVisited; the typed header counts its 5 s from its end`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const shifts = await recordLayoutShifts(page);
      const hydrationErrors = collectHydrationErrors(page);
      await installPausedClock(page);
      // Hydration waits for the entry module, which arrives 1.5 s into the preloader.
      const release = await holdRequests(page, /\/assets\/entry\.client-[\w-]+\.js$/);
      await page.goto("/", { waitUntil: "domcontentloaded" });
      await expect(page.getByTestId("preloader")).toBeVisible();
      await expectTurn(page, "PROVEN", 1000, "TRUSTED");
      await page.clock.runFor(500);
      release();
      await waitForHydration(page);
      await expectTurn(page, "TRUSTED", 500, "EXPERIENCED");
      expect(await page.evaluate(() => localStorage.getItem("hasVisited"))).toBeNull();
      await expectTurn(page, "EXPERIENCED", 1000, null);
      expect(await page.evaluate(() => localStorage.getItem("hasVisited"))).toBe("true");
      expect(hydrationErrors).toEqual([]);
      expect(await shifts()).toEqual([]);
      const typed = page.getByTestId("typed-text");
      await page.clock.runFor(4999);
      await expect(typed).toHaveText("PROVEN");
      await page.clock.runFor(1);
      await expect(typed).toHaveText("PROVE");
    });
  }
});

test.describe("home page at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a returning visitor: no preloader, the demo form's code fetched only when reaching for it, its modal, the partner strip, and links to /PRIZM", async ({
    page,
  }) => {
    await markVisited(page);
    // Every state the preloader element ever takes, from the first parsed byte on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __preloaderStates: string[] }).__preloaderStates = seen;
      new MutationObserver(() => {
        const el = document.getElementById("first-visit-preloader");
        const state = el?.getAttribute("data-state");
        if (state && seen.at(-1) !== state) seen.push(state);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    // The window's scrolls to the top: a navigation that names a section must make none, or the two
    // smooth scrolls cancel each other and the section is never reached.
    await recordScrollCalls(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await openReady(page, "/");
    // The preloader is never shown, not even for a frame, once hasVisited exists.
    await expect(page.getByTestId("preloader")).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { __preloaderStates: string[] }).__preloaderStates),
    ).not.toContain("on");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("INTRODUCING THE PRIZM PLATFORM");
    await expect(page.getByText("Here comes the fun.")).toBeVisible();
    // The transparent header's career link leads to the company page (the solid one's: shell.spec.ts).
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", {
        name: `Career at ${brand.name}`,
        includeHidden: true,
      }),
    ).toHaveAttribute("href", `/why-${brand.slug}`);

    // The demo form's code loads only when a visitor reaches for Get a Demo.
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((path) => /\/LeadForm-/.test(path))).toEqual([]);
    const opener = page.getByRole("link", { name: "Get a Demo" });
    await opener.hover();
    await expect.poll(() => scripts.some((path) => /\/LeadForm-/.test(path))).toBe(true);

    // It opens the 'Get a demo' modal (its form: forms.spec.ts), the page dimmed and still behind it;
    // Escape, the close button and the backdrop close it, focus back on the opener. Every modal is the
    // one component (app/components/ui/Modal.tsx): its focus trap is in team.spec.ts.
    const dialog = page.getByRole("dialog", { name: "Get a demo" });
    const header = page.locator("header.site-header");
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).opacity)).toBe("0.7");
    expect(await header.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe("none");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    // The dark backdrop: the page shows through a dark, mostly opaque layer while the modal is open.
    const backdrop = await dialog.evaluate((el) => {
      // The computed colour may be written in any colour space: a canvas pixel gives it in sRGB bytes.
      const context = document.createElement("canvas").getContext("2d");
      if (!context) throw new Error("no 2D canvas");
      context.fillStyle = getComputedStyle(el, "::backdrop").backgroundColor;
      context.fillRect(0, 0, 1, 1);
      const [r = 255, g = 255, b = 255, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return { top: el.matches(":modal"), lightness: Math.max(r, g, b) / 255, alpha: a / 255 };
    });
    expect(backdrop.top).toBe(true);
    expect(backdrop.lightness).toBeLessThan(0.4);
    expect(backdrop.alpha).toBeGreaterThanOrEqual(0.5);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    await expect(page.locator(":modal")).toHaveCount(0);

    await opener.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The partner marquee: 8 logo links that open in a new tab; it pauses on hover and on focus.
    const section = page.locator("#partners");
    await expect(section.getByRole("heading", { name: "PARTNERS AND AFFILIATES" })).toBeVisible();
    const links = section.getByRole("link");
    await expect(links).toHaveCount(8);
    for (const [i, partner] of partners.entries()) {
      await expect(links.nth(i)).toHaveAttribute("href", partner.href);
      await expect(links.nth(i)).toHaveAttribute("target", "_blank");
      await expect(links.nth(i)).toHaveAttribute("rel", "noopener noreferrer");
      await expect(links.nth(i).locator("img")).toHaveAttribute("src", partner.logo);
    }
    const track = section.locator(".marquee-track");
    const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    // 8 slots of 240 px at 70 px/s (app/components/sections/marquee-style.test.ts).
    expect(await track.evaluate((el) => getComputedStyle(el).animationDuration)).toBe("27.43s");
    expect(await playState()).toBe("running");
    // The browser may apply a hover change a frame after the pointer moves: polled, not read once.
    await section.locator(".marquee").hover();
    await expect.poll(playState).toBe("paused");
    await page.mouse.move(0, 0);
    await expect.poll(playState).toBe("running");
    await links.first().focus();
    await expect.poll(playState).toBe("paused");

    // Learn More, then each product card, lands on /PRIZM; a card's at its section (scrollTo state).
    await page.getByRole("link", { name: "Learn More" }).click();
    await expect(page).toHaveURL(/\/PRIZM$/);
    for (const { key: target, name } of products.cards) {
      await page.goBack();
      const card = page.getByTestId(`product-card-${target}`);
      await expect(card).toBeVisible();
      // Two frames on, the way back's own scroll is made: only the card's navigation is recorded.
      await twoFrames(page);
      await scrollCalls(page, true);
      await card.click();
      await expect(page).toHaveURL(/\/PRIZM$/);
      const state = await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
      expect(state, name).toEqual({ scrollTo: target });
      await expect(page.locator(`#${target}`)).toBeInViewport();
      expect(await scrollCalls(page)).toEqual([]);
    }
  });
});
