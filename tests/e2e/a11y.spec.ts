import { expect } from "@playwright/test";
import type { SitePage } from "../../app/site/page";
import { careerPages } from "../../app/site/pages/careers";
import { companyPages } from "../../app/site/pages/company";
import { contactPages } from "../../app/site/pages/contact";
import { homePages } from "../../app/site/pages/home";
import { contentListPages, sitemapPages, videoPages } from "../../app/site/pages/index";
import { insightPages } from "../../app/site/pages/insights";
import { legalPages } from "../../app/site/pages/legal";
import { mediaPages } from "../../app/site/pages/media";
import { prizmPages } from "../../app/site/pages/prizm";
import { servicePages } from "../../app/site/pages/services";
import { axeViolations, contrastViolationsWhile, detailPages, revealAll } from "./page-helpers";
import { test } from "./shared-page";
import { waitForHydration } from "./shell-helpers";

/**
 * Every route at a phone width, and one or two routes of every kind of page at a desktop width,
 * scrolled through so every reveal-on-scroll section is shown: no axe violation of any impact
 * (enhanced contrast, WCAG 1.4.6, included; at the desktop width also with every link and button
 * hovered, then focused), no layout shift while it loads, and no console error or uncaught
 * exception from loading it. The 404 page and a content detail page
 * of each kind are checked as well. (The pages' own specs check their journeys; this is the one
 * place that runs axe on whole pages.)
 *
 * Why not every route at both widths: a page's markup and colours are the same at every width (CSS
 * lays them out); what the desktop width adds is the header's desktop menu and each template's wide
 * layout, which the first and last page of every group of pages cover. Axe costs several seconds a
 * page on a 2-core machine, so the full matrix would cost CI minutes for no finding of its own.
 *
 * The routes are visited in one tab per worker and width, as a returning visitor moves through the
 * site: a full page load each, with the assets cached (the first load with an empty cache is
 * layout-shift.spec's).
 */
const pageGroups = [
  homePages,
  companyPages,
  careerPages,
  servicePages,
  insightPages,
  mediaPages,
  prizmPages,
  contactPages,
  legalPages,
];
const unique = (paths: string[]) => [...new Set(paths)];
const firstAndLast = (pages: readonly SitePage[]) =>
  unique([pages[0]?.path ?? "/", pages.at(-1)?.path ?? "/"]);
const pathsByWidth = {
  375: [...sitemapPages.map((page) => page.path), ...detailPages],
  1280: unique([
    ...pageGroups.flatMap((group) => firstAndLast(Object.values(group))),
    // The job postings, with the apply form beside the text, are the widest layout of all.
    ...Object.values(careerPages).map((page) => page.path),
    ...firstAndLast(videoPages),
    ...contentListPages.map((page) => page.path),
    ...detailPages,
  ]),
};
const widths = [375, 1280] as const;

const viewports = { 375: { width: 375, height: 812 }, 1280: { width: 1280, height: 800 } } as const;

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewports[width] });
    // Axe takes several seconds a page on two busy cores.
    test.describe.configure({ timeout: 60_000 });

    for (const path of pathsByWidth[width]) {
      test(`${path}: no accessibility violation, no layout shift, no console error`, async ({
        page,
        layoutShifts,
      }) => {
        const errors: string[] = [];
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(`console: ${message.text()}`);
        });
        page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
        page.on("response", (response) => {
          // The 404 page itself is expected; anything else it loads must exist.
          if (response.status() >= 400 && new URL(response.url()).pathname !== path)
            errors.push(`${response.status()} ${response.url()}`);
        });

        await page.goto(path);
        await waitForHydration(page);
        await expect(page.getByTestId("loading-overlay")).toBeHidden({ timeout: 5_000 });
        // Nothing moved while the page loaded and hydrated (CLS 0).
        expect(await layoutShifts()).toEqual([]);
        await revealAll(page);
        // Axe judges what a visitor reads once every block has faded in. The fades repeat (a block out
        // of view fades out again, when its observer says so, a frame or more after a scroll), so a
        // wait for them to settle could pass just before one starts: under reduced motion every block
        // shows at once and stays, and the colours are the same.
        await page.emulateMedia({ reducedMotion: "reduce" });
        // Let fades finish (looping animations aside): axe would judge the contrast of half-faded text.
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
        );
        expect(await axeViolations(page)).toEqual([]);
        // A link or button changes its colours under the pointer and under keyboard focus: those
        // colours are held to the same contrast. The desktop width's pages use every control's
        // styles (and the desktop menu, which the phone width never shows unopened).
        if (width === 1280) {
          expect([
            ...(await contrastViolationsWhile(page, "hover")),
            ...(await contrastViolationsWhile(page, "focus-visible")),
          ]).toEqual([]);
        }
        // The 404 page logs its own 404 document response; nothing else may fail.
        expect(errors.filter((e) => !(path === "/no-such-page" && /status of 404/.test(e)))).toEqual([]);
      });
    }
  });
}
