import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./pointer-off-page";
import type { FormId } from "../../app/leads/shared/contract";
import config from "../../playwright.config";
import { openForm } from "./forms-helpers";
import { installPausedClock, markVisited, openReady, twoFrames, waitForHydration } from "./page-helpers";

/** What axe cannot see: focus shown in every colour mode, content focus never finds hidden, motion that stops. */

const ADMIN_TOKEN = (config.webServer as { env: Record<string, string> }).env.ADMIN_TOKEN!;

/** The text-like controls a visitor types into or picks from (not checkboxes, files or hidden ones). */
const TEXT_FIELDS =
  "input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]), textarea, select";

/** Focuses each visible text field in `scope` and returns those whose focus draws no outline (forced colours). */
async function fieldsWithoutOutline(scope: Locator): Promise<string[]> {
  const fields = scope.locator(TEXT_FIELDS).filter({ visible: true });
  const count = await fields.count();
  expect(count).toBeGreaterThan(0);
  const missing: string[] = [];
  for (let i = 0; i < count; i++) {
    const field = fields.nth(i);
    await field.focus();
    const { name, style, width } = await field.evaluate((el) => {
      const css = getComputedStyle(el);
      return {
        name: el.id || el.getAttribute("name") || el.localName,
        style: css.outlineStyle,
        width: Number.parseFloat(css.outlineWidth),
      };
    });
    if (style === "none" || !(width >= 2)) missing.push(`${name}: outline ${style} ${width}px`);
  }
  return missing;
}

test.describe("in forced-colours mode a focused text field shows an outline", () => {
  test("the four lead forms' fields, and the staff page's sign-in and filter fields", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    for (const id of ["contact", "internship", "job-apply", "demo"] as const satisfies FormId[]) {
      const form = await openForm(page, id);
      expect(await fieldsWithoutOutline(form), id).toEqual([]);
    }
    await page.goto("/staff/leads");
    await waitForHydration(page);
    const signIn = page.getByRole("form", { name: "Staff sign-in" });
    expect(await fieldsWithoutOutline(signIn)).toEqual([]);
    await page.getByLabel("Admin token").fill(ADMIN_TOKEN);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
    expect(await fieldsWithoutOutline(page.getByRole("form", { name: "Filter leads" }))).toEqual([]);
  });
});

/** Records the lowest opacity each focused element shows (with its ancestors') over the next two frames. */
async function recordOpacityOnFocus(page: Page) {
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { __focusOpacity: Record<string, number> }).__focusOpacity = seen;
    const shown = (el: Element | null) => {
      let opacity = 1;
      for (let node = el; node; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity);
      }
      return opacity;
    };
    document.addEventListener("focusin", (event) => {
      const el = event.target as HTMLElement;
      const key = el.getAttribute("href") ?? el.id ?? el.localName;
      const keep = () => {
        seen[key] = Math.min(seen[key] ?? 1, shown(el));
      };
      keep();
      requestAnimationFrame(() => {
        keep();
        requestAnimationFrame(keep);
      });
    });
  });
}

/** Presses Tab from where focus is until `target` has it (a visitor's way there, stop by stop). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("Tab never reached the target");
}

async function opacityAtFocus(page: Page, target: Locator): Promise<number> {
  const key = await target.getAttribute("href");
  await twoFrames(page);
  return page.evaluate(
    (k) => (window as unknown as { __focusOpacity: Record<string, number> }).__focusOpacity[k ?? ""] ?? -1,
    key,
  );
}

test.describe("a card reached by Tab is fully opaque in the same frame", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the cards on / and /PRIZM", async ({ page }) => {
    await markVisited(page);
    await recordOpacityOnFocus(page);
    for (const { path, cards } of [
      { path: "/", cards: [/^Explore .*Networks/, /^See our services/] },
      { path: "/PRIZM", cards: [/^Learn More.*PRIZM Shopping/] },
    ]) {
      await openReady(page, path);
      for (const name of cards) {
        const card = page.getByRole("link", { name }).first();
        // Everything below the first screen starts faded out, as a visitor finds it.
        expect(await card.evaluate((el) => el.closest(".reveal")?.getAttribute("data-revealed"))).toBe(
          "false",
        );
        await tabTo(page, card);
        expect(await opacityAtFocus(page, card), String(name)).toBe(1);
      }
    }
  });
});

/** Partner-strip links not wholly visible, focus ring included: outside the window or clipped by the strip. */
async function partnerLinksCutOff(page: Page): Promise<string[]> {
  return page.locator("#partners").evaluate((section) => {
    const strip = section.querySelector(".marquee") as HTMLElement;
    const clips = getComputedStyle(strip).overflowX !== "visible";
    const clip = strip.getBoundingClientRect();
    const cut: string[] = [];
    for (const link of section.querySelectorAll<HTMLAnchorElement>("a[href]")) {
      if (link.closest("[aria-hidden=true]")) continue;
      link.focus();
      const css = getComputedStyle(link);
      const ring = Number.parseFloat(css.outlineWidth) + Number.parseFloat(css.outlineOffset);
      const box = link.getBoundingClientRect();
      const [left, right, top, bottom] = [
        box.left - ring,
        box.right + ring,
        box.top - ring,
        box.bottom + ring,
      ];
      const outsideWindow = left < 0 || right > document.documentElement.clientWidth;
      const outsideClip =
        clips && (left < clip.left || right > clip.right || top < clip.top || bottom > clip.bottom);
      if (outsideWindow || outsideClip)
        cut.push(`${link.href} at x ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
    return cut;
  });
}

/** Animations still running that would run forever (a loop, such as the partner strip's). */
function loopingAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations === Infinity)
      .map((a) => (a as CSSAnimation).animationName ?? String(a.id)),
  );
}

/** The typed header's letters at every 100 ms of `ms` (Playwright's clock). */
async function typedTextsOver(page: Page, ms: number): Promise<string[]> {
  const typed = page.getByTestId("typed-text");
  const texts = new Set<string>();
  for (let t = 0; t < ms; t += 100) {
    await page.clock.runFor(100);
    texts.add((await typed.textContent()) ?? "");
  }
  return [...texts];
}

test.describe("the pause control stops the typed header and the partner strip", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => markVisited(page));

  test("by keyboard, for the rest of the visit", async ({ page }) => {
    await installPausedClock(page);
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Pause animations" });
    await expect(toggle).toHaveCount(2);
    await expect(toggle.first()).toBeVisible();
    await expect(toggle.first()).toHaveAttribute("aria-pressed", "false");
    // Both run: the strip scrolls, and the header types from 5 s after the page is shown, with no
    // cursor (its erasing, typing and looping: app/components/sections/TypedHeadline.test.tsx).
    expect(await loopingAnimations(page)).toEqual(["marquee-scroll"]);
    const typed = page.getByTestId("typed-text");
    const headline = page.getByTestId("typed-headline");
    await page.clock.runFor(4999);
    await expect(typed).toHaveText("PROVEN");
    await expect(headline).toHaveAttribute("data-running", "false");
    await page.clock.runFor(1);
    await expect(headline).toHaveAttribute("data-running", "true");
    await expect(typed).toHaveText("PROVE");
    await expect(headline).toHaveText(/^PROVE/);
    await expect(page.locator(".typed-cursor")).toHaveCount(0);

    await page.getByRole("link", { name: "Get a Demo" }).focus();
    await tabTo(page, toggle.first());
    await page.keyboard.press("Enter");
    await expect(toggle.first()).toHaveAttribute("aria-pressed", "true");
    await expect(toggle.last()).toHaveAttribute("aria-pressed", "true");
    await expect(headline).toHaveAttribute("data-running", "false");
    expect(await typedTextsOver(page, 6000)).toEqual(["PROVEN"]);
    expect(await loopingAnimations(page)).toEqual([]);
    expect(await partnerLinksCutOff(page)).toEqual([]);

    // Another page load of the visit: still stopped.
    await page.reload();
    await waitForHydration(page);
    await expect(toggle.first()).toHaveAttribute("aria-pressed", "true");
    expect(await typedTextsOver(page, 6000)).toEqual(["PROVEN"]);
    expect(await loopingAnimations(page)).toEqual([]);

    // Played again with Space on the toggle by the strip: both start.
    await toggle.last().focus();
    await page.keyboard.press("Space");
    await expect(toggle.first()).toHaveAttribute("aria-pressed", "false");
    expect(await loopingAnimations(page)).toEqual(["marquee-scroll"]);
    expect((await typedTextsOver(page, 6000)).length).toBeGreaterThan(1);
  });

  test("under reduced motion both start stopped, every partner link is fully visible at 1280 and 320 px, and the toggle plays them", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await installPausedClock(page);
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Pause animations" }).first();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await typedTextsOver(page, 6000)).toEqual(["PROVEN"]);
    expect(await loopingAnimations(page)).toEqual([]);

    const links = page.locator("#partners").getByRole("link");
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(links).toHaveCount(8);
      expect(await partnerLinksCutOff(page), `at ${width} px`).toEqual([]);
      for (let i = 0; i < 8; i++) {
        await links.nth(i).focus();
        await expect(links.nth(i)).toBeInViewport({ ratio: 1 });
      }
      // The page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }

    await page.setViewportSize({ width: 1280, height: 800 });
    await toggle.press("Enter");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(await loopingAnimations(page)).toEqual(["marquee-scroll"]);
    expect((await typedTextsOver(page, 6000)).length).toBeGreaterThan(1);
  });
});
