import { expect, type Page } from "@playwright/test";
import { test } from "./pointer-off-page";
import { brand } from "../../app/site/brand";
import { DROPDOWN_CLOSE_DELAY_MS } from "../../app/site/constants";
import { navGroups } from "../../app/site/navigation";
import { footerSocials, headerSocials } from "../../app/site/socials";
import {
  installPausedClock,
  openReady,
  recordScrollCalls,
  scrollCalls,
  waitForHydration,
} from "./page-helpers";
import { expectOverlayLiftsAtOneSecond, FIGTREE, facesDrawn, revealsNotInPlace } from "./shell-helpers";

// A solid-header page with no page-specific scripts of its own.
const SOLID_PAGE = "/terms-of-use";

/** Makes a page tall enough to scroll, whatever its content is today. */
async function makeScrollable(page: Page) {
  await page.evaluate(() => {
    document.body.style.minHeight = "4000px";
  });
}

/** Rendered height of the site header, once its height transition has settled. */
async function settledHeaderHeight(page: Page): Promise<number> {
  const header = page.locator("header.site-header");
  let last = -1;
  await expect
    .poll(async () => {
      const box = await header.boundingBox();
      const height = Math.round(box?.height ?? 0);
      const stable = height === last;
      last = height;
      return stable;
    })
    .toBe(true);
  return last;
}

/** Scrolls the window instantly to `top` and waits until it is there. */
async function scrollInstantlyTo(page: Page, top: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), top);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top);
}

/** The desktop menus at 769 px and wider, the mobile menu button at 768 px; the header row never overflows. */
async function expectHeaderAt(page: Page, width: 768 | 769) {
  const header = page.locator("header.site-header");
  const mobile = width === 768;
  await expect(header.getByRole("button", { name: /menu/i })).toBeVisible({ visible: mobile });
  await expect(header.getByRole("button", { name: "Resources" })).toBeVisible({ visible: !mobile });
  await expect(header.getByRole("link", { name: "Contact Us" })).toBeVisible({ visible: !mobile });
  // Everything in the header row fits: nothing is pushed out or squeezed at the narrowest width.
  const overflow = await header
    .locator(".container-page")
    .evaluate((row) => row.scrollWidth - row.clientWidth);
  expect(overflow).toBe(0);
  await expect(header.locator(".site-logo")).toHaveJSProperty("width", mobile ? 120 : 150);
}

/** Scrolls the page 2000 px down, then does `follow`: the new page starts at the top with `behavior`. */
async function expectScrollToTopOn(page: Page, follow: () => Promise<void>, behavior: string) {
  await makeScrollable(page);
  await scrollInstantlyTo(page, 2000);
  await follow();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect((await scrollCalls(page)).at(-1)).toMatchObject({ top: 0, behavior });
}

test.describe("header at the 768 px breakpoint", () => {
  test("a solid header: compact at 768 px, on load and on resizing, not at 769 px; on hover; past 10 px of scroll", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await openReady(page, SOLID_PAGE);
    const header = page.locator("header.site-header");
    await expect(header).toHaveAttribute("data-compact", "true");
    expect(await settledHeaderHeight(page)).toBeLessThanOrEqual(64);
    await expectHeaderAt(page, 768);

    // The pointer rests on the page, not on the header (hovering it makes the header compact too).
    await page.mouse.move(400, 600);
    await page.setViewportSize({ width: 769, height: 900 });
    await expect(header).toHaveAttribute("data-compact", "false");
    await expectHeaderAt(page, 769);
    const tall = await settledHeaderHeight(page);
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(header).toHaveAttribute("data-compact", "true");
    expect(await settledHeaderHeight(page)).toBeLessThan(tall - 10);
    await page.setViewportSize({ width: 769, height: 900 });
    await expect(header).toHaveAttribute("data-compact", "false");

    await page.mouse.move(400, 20);
    await expect(header).toHaveAttribute("data-compact", "true");
    expect(await settledHeaderHeight(page)).toBeLessThan(tall - 10);
    await page.mouse.move(400, 600);
    await expect(header).toHaveAttribute("data-compact", "false");

    // Not compact at 10 px of scroll; compact past it, without shrinking the page back above it (no flicker).
    await makeScrollable(page);
    await scrollInstantlyTo(page, 10);
    await expect(header).toHaveAttribute("data-compact", "false");
    await scrollInstantlyTo(page, 11);
    await expect(header).toHaveAttribute("data-compact", "true");
    expect(await settledHeaderHeight(page)).toBeLessThan(tall - 10);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(11);
    await expect(header).toHaveAttribute("data-compact", "true");
    await scrollInstantlyTo(page, 0);
    await expect(header).toHaveAttribute("data-compact", "false");
  });
});

test.describe("desktop at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("by mouse: the overlay's second, the header's links, dropdowns that close 300 ms after leaving, and navigating to the top of a page", async ({
    page,
  }) => {
    // Every window.scrollTo the page makes, to read the behaviour of the scroll to the top.
    await recordScrollCalls(page);
    await installPausedClock(page);
    await page.goto(SOLID_PAGE);
    await waitForHydration(page);
    // The loading overlay: full-screen, the logo on it, for exactly 1000 ms from the start of the load.
    const overlay = page.getByTestId("loading-overlay");
    expect(await overlay.boundingBox()).toEqual({ x: 0, y: 0, ...page.viewportSize() });
    await expect(overlay.locator("img")).toHaveAttribute("src", brand.logo.src);
    await expectOverlayLiftsAtOneSecond(page);
    const header = page.locator("header.site-header");
    await expect(header).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();

    // Contact Us, the Japan flag and the solid header's career label.
    await expect(header).toHaveAttribute("data-variant", "solid");
    await expect(header.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/Contact-us");
    const japan = header.getByRole("link", { name: /Japan/ });
    await expect(japan).toHaveAttribute("href", brand.japanSiteUrl);
    await expect(japan).toHaveAttribute("target", "_blank");
    await expect(japan).toHaveAttribute("rel", "noopener noreferrer");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(
      nav.getByRole("link", { name: `Career at ${brand.name}`, includeHidden: true }),
    ).toHaveAttribute("href", "/careers");
    // Every group's links lead to their pages (app/site/navigation).
    for (const { id, links } of navGroups("solid")) {
      const items = page.getByTestId(`dropdown-${id}`).locator("a");
      await expect(items).toHaveCount(links.length);
      for (const [i, { label, href }] of links.entries()) {
        await expect(items.nth(i).locator("span span").first()).toHaveText(label);
        await expect(items.nth(i)).toHaveAttribute("href", href);
      }
    }

    // Hover opens, one open at a time; leaving closes after exactly 300 ms.
    const about = page.getByTestId("dropdown-about");
    const services = page.getByTestId("dropdown-services");
    await nav.getByRole("button", { name: "About" }).hover();
    await expect(about).toBeVisible();
    await expect(about.getByRole("link", { name: /Our Team/ })).toBeVisible();
    await nav.getByRole("button", { name: "Services" }).hover();
    await expect(services).toBeVisible();
    await expect(about).toBeHidden();
    await page.mouse.move(640, 700);
    await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS - 1);
    await expect(services).toBeVisible();
    await page.clock.runFor(1);
    await expect(services).toBeHidden();

    // Coming back before 300 ms keeps the dropdown open.
    const resources = nav.getByRole("button", { name: "Resources" });
    const resourcesPanel = page.getByTestId("dropdown-resources");
    await resources.hover();
    await page.mouse.move(640, 700);
    await page.clock.runFor(200);
    await resources.hover();
    await page.clock.runFor(500);
    await expect(resourcesPanel).toBeVisible();
    // Each Resources item has a description and an image with explicit dimensions.
    for (const name of ["Case Study", "Blogs", "News"]) {
      const link = resourcesPanel.getByRole("link", { name: new RegExp(name) });
      await expect(link).toBeVisible();
      await expect(link.locator("img")).toHaveAttribute("width", /\d+/);
      await expect(link.locator("img")).toHaveAttribute("height", /\d+/);
      await expect(link.locator("span span").nth(1)).not.toBeEmpty();
    }
    await page.mouse.move(640, 700);
    await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS);

    // A click toggles a dropdown; its link navigates, closes it and scrolls the new page to the top,
    // smoothly unless motion is reduced. The head follows the page.
    await page.clock.resume();
    const trigger = nav.getByRole("button", { name: "Solutions" });
    const panel = page.getByTestId("dropdown-solutions");
    await expectScrollToTopOn(
      page,
      async () => {
        await trigger.hover();
        await expect(panel).toBeVisible();
        await trigger.click();
        await expect(panel).toBeHidden();
        await expect(trigger).toHaveAttribute("aria-expanded", "false");
        await trigger.click();
        await expect(panel).toBeVisible();
        await expect(trigger).toHaveAttribute("aria-expanded", "true");
        await panel.getByRole("link", { name: /PRIZM/ }).click();
        await expect(page).toHaveURL(/\/PRIZM$/);
        await expect(panel).toBeHidden();
      },
      "smooth",
    );
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expectScrollToTopOn(
      page,
      async () => {
        await header.getByRole("link", { name: "Contact Us" }).click();
        await expect(page).toHaveURL(/\/Contact-us$/);
      },
      "instant",
    );
    // Its title, and its canonical on the public origin.
    const origin = `http://localhost:${process.env.E2E_PORT ?? 4173}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/Contact-us`);
    await expect(page).toHaveTitle(/Contact/);
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(ld).toContain(`"url":"${origin}/"`);
  });

  test("by keyboard: the skip link first, a visible outline, and a dropdown's Enter, Space, arrows, Escape and Tab", async ({
    page,
  }) => {
    await openReady(page, SOLID_PAGE);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "About" });
    const panel = page.getByTestId("dropdown-about");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(trigger).toBeFocused();
    const outline = await trigger.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: Number.parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThanOrEqual(2);

    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    await page.keyboard.press("Space");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Space");
    await expect(panel).toBeHidden();

    await page.keyboard.press("ArrowDown");
    await expect(panel).toBeVisible();
    const links = panel.getByRole("link");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(links.first()).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();

    // Escape on the trigger itself closes too; Tab past the group closes it.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    const count = await links.count();
    for (let i = 0; i <= count; i++) await page.keyboard.press("Tab");
    await expect(panel).toBeHidden();

    // The skip link moves focus to the content.
    await skip.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the footer, and the mobile menu: four toggling groups, links, socials, closing, and a link that navigates", async ({
    page,
  }) => {
    await openReady(page, SOLID_PAGE);
    // The footer: copyright, legal links in new tabs and four socials.
    const footer = page.locator("footer");
    await expect(footer).toContainText("© 2025");
    for (const [name, href] of [
      ["Terms of Use", "/terms-of-use"],
      ["Privacy Policy", "/privacy-policy"],
    ] as const) {
      const link = footer.getByRole("navigation", { name: "Legal" }).getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    const footerLinks = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(footerLinks).toHaveCount(4);
    for (const [i, social] of footerSocials.entries()) {
      await expect(footerLinks.nth(i)).toHaveAttribute("href", social.href);
      await expect(footerLinks.nth(i)).toHaveAttribute("target", "_blank");
      await expect(footerLinks.nth(i)).toHaveAttribute("rel", /noopener/);
    }

    const opener = page.getByRole("button", { name: /menu/i });
    await expect(opener).toBeVisible();
    const menu = page.getByRole("dialog", { name: "Menu" });
    // Its content is made on the first opening: the page does not carry it on arrival.
    await expect(page.locator("dialog.mobile-menu a")).toHaveCount(0);
    await opener.click();
    await expect(menu).toBeVisible();
    // Focus goes into the menu on that first opening too.
    await expect(menu.getByRole("button", { name: /close/i })).toBeFocused();

    for (const { label, links } of navGroups("solid")) {
      const firstLink = links[0]!.label;
      const group = menu.getByRole("button", { name: label, exact: true });
      await expect(group).toHaveAttribute("aria-expanded", "false");
      await group.click();
      await expect(group).toHaveAttribute("aria-expanded", "true");
      await expect(menu.getByRole("link", { name: firstLink, exact: true })).toBeVisible();
      await group.click();
      await expect(group).toHaveAttribute("aria-expanded", "false");
      await expect(menu.getByRole("link", { name: firstLink, exact: true })).toBeHidden();
    }

    // The header's own Japan link (JapanSiteLink), whose address and new tab the desktop test checks.
    await expect(menu.getByRole("link", { name: /Japan/ })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/Contact-us");
    const socials = menu.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(socials).toHaveCount(4);
    for (const [i, social] of headerSocials.entries()) {
      await expect(socials.nth(i)).toHaveAttribute("href", social.href);
      await expect(socials.nth(i)).toHaveAccessibleName(new RegExp(social.label));
    }

    await menu.getByRole("button", { name: /close/i }).click();
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    // A link in the menu navigates and closes it.
    await opener.click();
    await menu.getByRole("button", { name: "Services", exact: true }).click();
    await menu.getByRole("link", { name: "What We Do" }).click();
    await expect(page).toHaveURL(/\/what-we-do$/);
    await expect(menu).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("no preloader, overlay or reveal hides content, text is in the site's face, and plain links reach every section", async ({
      page,
    }) => {
      // The home page: the preloader never covers the content, and every reveal block is in place.
      await page.goto("/");
      await expect(page.getByTestId("preloader")).toBeHidden();
      await expect(
        page.getByRole("heading", { level: 1, name: "INTRODUCING THE PRIZM PLATFORM" }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Get a Demo" })).toHaveAttribute("href", "/Contact-us");
      expect(await page.locator(".reveal").count()).toBeGreaterThan(1);
      expect(await revealsNotInPlace(page)).toEqual([]);
      // A static page's reveal blocks (reveal-page) too.
      await page.goto("/privacy-policy");
      expect(await page.locator(".reveal").count()).toBeGreaterThan(1);
      expect(await revealsNotInPlace(page)).toEqual([]);

      await page.goto(SOLID_PAGE);
      await expect(page.getByTestId("loading-overlay")).toBeHidden({ timeout: 5_000 });
      await expect(page.locator("h1")).toBeVisible();
      // The font file is in the cache from the first page: this page draws its text in it.
      expect(await facesDrawn(page, "h1, main p")).toEqual([FIGTREE]);
      const siteNav = page.getByRole("navigation", { name: "Site" });
      for (const name of ["Our Team", "PRIZM", "Our Services", "Case Study", "Blogs", "News", "Contact Us"]) {
        await expect(siteNav.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await siteNav.getByRole("link", { name: "Our Team", exact: true }).click();
      await expect(page).toHaveURL(/\/our-team$/);
    });
  });
});
