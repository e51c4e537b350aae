import { expect } from "@playwright/test";
import { test } from "./pointer-off-page";
import { brand } from "../../app/site/brand";
import { DROPDOWN_CLOSE_DELAY_MS, LOADING_OVERLAY_MS } from "../../app/site/constants";
import { navGroups } from "../../app/site/navigation";
import { footerSocials, headerSocials } from "../../app/site/socials";
import {
  expectOverlayLiftsAtOneSecond,
  installPausedClock,
  makeScrollable,
  openReady,
  settledHeaderHeight,
  waitForHydration,
} from "./shell-helpers";

// A solid-header page with no page-specific scripts of its own.
const SOLID_PAGE = "/terms-of-use";

test.describe("loading overlay", () => {
  test("covers the page for exactly 1000 ms from the start of the load, then the page shows", async ({
    page,
  }) => {
    await installPausedClock(page);
    await page.goto(SOLID_PAGE);
    await waitForHydration(page);
    // Full-screen: it covers the whole viewport, the logo on it.
    const overlay = page.getByTestId("loading-overlay");
    expect(await overlay.boundingBox()).toEqual({ x: 0, y: 0, ...page.viewportSize() });
    await expect(overlay.locator("img")).toHaveAttribute("src", brand.logo.src);
    await expectOverlayLiftsAtOneSecond(page);
    await expect(page.locator("header.site-header")).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
  });
});

test.describe("header compact rules", () => {
  test("compact at 768 px wide, not at 769 px, and visibly shorter", async ({ page }) => {
    await page.setViewportSize({ width: 769, height: 900 });
    await openReady(page, SOLID_PAGE);
    // The pointer rests on the page, not on the header (hovering it makes the header compact too).
    await page.mouse.move(400, 600);
    const header = page.locator("header.site-header");
    await expect(header).toHaveAttribute("data-compact", "false");
    const tall = await settledHeaderHeight(page);

    await page.setViewportSize({ width: 768, height: 900 });
    await expect(header).toHaveAttribute("data-compact", "true");
    const short = await settledHeaderHeight(page);
    expect(short).toBeLessThan(tall - 10);

    await page.setViewportSize({ width: 769, height: 900 });
    await expect(header).toHaveAttribute("data-compact", "false");
  });

  test("a page loaded at 768 px starts compact", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await openReady(page, SOLID_PAGE);
    await expect(page.locator("header.site-header")).toHaveAttribute("data-compact", "true");
    expect(await settledHeaderHeight(page)).toBeLessThanOrEqual(64);
  });

  for (const path of ["/", SOLID_PAGE]) {
    test(`compact after scrolling more than 10 px on ${path}`, async ({ page }) => {
      await openReady(page, path);
      await page.mouse.move(640, 650);
      await makeScrollable(page);
      const header = page.locator("header.site-header");
      const tall = await settledHeaderHeight(page);

      await page.evaluate(() => window.scrollTo({ top: 10, behavior: "instant" }));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(10);
      await expect(header).toHaveAttribute("data-compact", "false");

      await page.evaluate(() => window.scrollTo({ top: 11, behavior: "instant" }));
      await expect(header).toHaveAttribute("data-compact", "true");
      expect(await settledHeaderHeight(page)).toBeLessThan(tall - 10);
      // Shrinking the header must not move the page back above the threshold (no flicker).
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(11);
      await expect(header).toHaveAttribute("data-compact", "true");

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await expect(header).toHaveAttribute("data-compact", "false");
    });
  }

  test("compact while the mouse hovers it", async ({ page }) => {
    await openReady(page, SOLID_PAGE);
    const header = page.locator("header.site-header");
    await page.mouse.move(640, 650);
    const tall = await settledHeaderHeight(page);
    await expect(header).toHaveAttribute("data-compact", "false");
    await page.mouse.move(640, 20);
    await expect(header).toHaveAttribute("data-compact", "true");
    expect(await settledHeaderHeight(page)).toBeLessThan(tall - 10);
    await page.mouse.move(640, 650);
    await expect(header).toHaveAttribute("data-compact", "false");
  });

  test("the logo is 150 px wide on desktop and 120 px on mobile", async ({ page }) => {
    await openReady(page, SOLID_PAGE);
    const logo = page.locator("header .site-logo");
    expect((await logo.boundingBox())?.width).toBe(150);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(async () => (await logo.boundingBox())?.width).toBe(120);
  });
});

test.describe("desktop dropdowns by mouse", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("hover opens, leaving closes after exactly 300 ms, one open at a time", async ({ page }) => {
    await installPausedClock(page);
    await page.goto(SOLID_PAGE);
    await waitForHydration(page);
    await page.clock.runFor(LOADING_OVERLAY_MS);
    const nav = page.getByRole("navigation", { name: "Main" });
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
  });

  test("coming back before 300 ms keeps the dropdown open", async ({ page }) => {
    await installPausedClock(page);
    await page.goto(SOLID_PAGE);
    await waitForHydration(page);
    await page.clock.runFor(LOADING_OVERLAY_MS);
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Resources" });
    const panel = page.getByTestId("dropdown-resources");
    await trigger.hover();
    await page.mouse.move(640, 700);
    await page.clock.runFor(200);
    await trigger.hover();
    await page.clock.runFor(500);
    await expect(panel).toBeVisible();
    // Each Resources item has a description and an image with explicit dimensions.
    for (const name of ["Case Study", "Blogs", "News"]) {
      const link = panel.getByRole("link", { name: new RegExp(name) });
      await expect(link).toBeVisible();
      await expect(link.locator("img")).toHaveAttribute("width", /\d+/);
      await expect(link.locator("img")).toHaveAttribute("height", /\d+/);
      await expect(link.locator("span span").nth(1)).not.toBeEmpty();
    }
  });

  test("a click toggles the dropdown", async ({ page }) => {
    await openReady(page, SOLID_PAGE);
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Solutions" });
    const panel = page.getByTestId("dropdown-solutions");
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
  });
});

test.describe("desktop dropdown links", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("every group's links lead to their pages (app/site/navigation, solid header)", async ({ page }) => {
    await openReady(page, SOLID_PAGE);
    for (const { id, links } of navGroups("solid")) {
      const items = page.getByTestId(`dropdown-${id}`).locator("a");
      await expect(items).toHaveCount(links.length);
      for (const [i, { label, href }] of links.entries()) {
        await expect(items.nth(i).locator("span span").first()).toHaveText(label);
        await expect(items.nth(i)).toHaveAttribute("href", href);
      }
    }
  });
});

test.describe("desktop dropdowns by keyboard", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Enter and Space toggle, ArrowDown enters, Escape closes and returns focus", async ({ page }) => {
    await openReady(page, SOLID_PAGE);
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "About" });
    const panel = page.getByTestId("dropdown-about");

    await trigger.focus();
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
  });

  test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
    await openReady(page, SOLID_PAGE);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("focused controls show a visible outline", async ({ page }) => {
    await openReady(page, SOLID_PAGE);
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About" });
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(trigger).toBeFocused();
    const outline = await trigger.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: Number.parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });
});

test.describe("header links", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Contact Us, the Japan flag and the career label by header variant", async ({ page }) => {
    await openReady(page, SOLID_PAGE);
    const header = page.locator("header.site-header");
    await expect(header).toHaveAttribute("data-variant", "solid");
    await expect(header.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/Contact-us");
    const japan = header.getByRole("link", { name: /Japan/ });
    await expect(japan).toHaveAttribute("href", brand.japanSiteUrl);
    await expect(japan).toHaveAttribute("target", "_blank");
    await expect(japan).toHaveAttribute("rel", "noopener noreferrer");
    await expect(
      header
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: `Career at ${brand.name}`, includeHidden: true }),
    ).toHaveAttribute("href", "/careers");

    await openReady(page, "/");
    await expect(header).toHaveAttribute("data-variant", "transparent");
    await expect(
      header
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: `Career at ${brand.name}`, includeHidden: true }),
    ).toHaveAttribute("href", `/why-${brand.slug}`);
  });
});

test.describe("mobile breakpoint 768 px", () => {
  for (const path of ["/", SOLID_PAGE]) {
    test(`${path} shows the desktop menus, unclipped, at 769 px and the mobile menu button at 768 px`, async ({
      page,
    }) => {
      await page.addInitScript(() => window.localStorage.setItem("hasVisited", "true"));
      const header = page.locator("header.site-header");
      for (const [width, mobile] of [
        [769, false],
        [768, true],
      ] as const) {
        await page.setViewportSize({ width, height: 800 });
        if (!mobile) await openReady(page, path);
        await expect(header.getByRole("button", { name: /menu/i })).toBeVisible({ visible: mobile });
        await expect(header.getByRole("button", { name: "Resources" })).toBeVisible({ visible: !mobile });
        await expect(header.getByRole("link", { name: "Contact Us" })).toBeVisible({ visible: !mobile });
        // Everything in the header row fits: nothing is pushed out or squeezed at the narrowest width.
        const overflow = await header
          .locator(".container-page")
          .evaluate((row) => row.scrollWidth - row.clientWidth);
        expect(overflow).toBe(0);
      }
    });
  }
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("opens from a 'menu' button with four toggling groups, links, socials and a close button", async ({
    page,
  }) => {
    await openReady(page, SOLID_PAGE);
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

    const japan = menu.getByRole("link", { name: /Japan/ });
    await expect(japan).toHaveAttribute("target", "_blank");
    await expect(japan).toHaveAttribute("rel", "noopener noreferrer");
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
  });

  test("a link in the menu navigates and closes it", async ({ page }) => {
    await openReady(page, SOLID_PAGE);
    await page.getByRole("button", { name: /menu/i }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("button", { name: "Services", exact: true }).click();
    await menu.getByRole("link", { name: "What We Do" }).click();
    await expect(page).toHaveURL(/\/what-we-do$/);
    await expect(menu).toBeHidden();
  });
});

test.describe("footer", () => {
  test("copyright, legal links in new tabs and four socials", async ({ page }) => {
    await openReady(page, SOLID_PAGE);
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
    const socials = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(socials).toHaveCount(4);
    for (const [i, social] of footerSocials.entries()) {
      await expect(socials.nth(i)).toHaveAttribute("href", social.href);
      await expect(socials.nth(i)).toHaveAttribute("target", "_blank");
      await expect(socials.nth(i)).toHaveAttribute("rel", /noopener/);
    }
  });
});

test.describe("scroll to top on navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const recordScrollCalls = () => {
    const calls: unknown[] = [];
    (window as unknown as { __scrollCalls: unknown[] }).__scrollCalls = calls;
    const original = window.scrollTo.bind(window);
    window.scrollTo = ((...args: [ScrollToOptions]) => {
      calls.push(args[0]);
      original(...args);
    }) as typeof window.scrollTo;
  };

  for (const [motion, behavior] of [
    ["no-preference", "smooth"],
    ["reduce", "instant"],
  ] as const) {
    test(`a path change scrolls to the top (${behavior} with reduced motion: ${motion})`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: motion });
      await page.addInitScript(recordScrollCalls);
      await openReady(page, SOLID_PAGE);
      await makeScrollable(page);
      await page.evaluate(() => window.scrollTo({ top: 2000, behavior: "instant" }));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000);

      await page.locator("header.site-header").getByRole("link", { name: "Contact Us" }).click();
      await expect(page).toHaveURL(/\/Contact-us$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      const calls = await page.evaluate(
        () => (window as unknown as { __scrollCalls: unknown[] }).__scrollCalls,
      );
      expect(calls.at(-1)).toMatchObject({ top: 0, behavior });
      // The head follows the page: its title, and its canonical on the public origin.
      const origin = `http://localhost:${process.env.E2E_PORT ?? 4173}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/Contact-us`);
      await expect(page).toHaveTitle(/Contact/);
      const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
      expect(ld).toContain(`"url":"${origin}/"`);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test("the overlay still goes and every section stays reachable by plain links", async ({ page }) => {
    await page.goto(SOLID_PAGE);
    await expect(page.getByTestId("loading-overlay")).toBeHidden({ timeout: 5_000 });
    await expect(page.locator("h1")).toBeVisible();
    const siteNav = page.getByRole("navigation", { name: "Site" });
    for (const name of ["Our Team", "PRIZM", "Our Services", "Case Study", "Blogs", "News", "Contact Us"]) {
      await expect(siteNav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await siteNav.getByRole("link", { name: "Our Team", exact: true }).click();
    await expect(page).toHaveURL(/\/our-team$/);
  });
});
