import { expect, type Page } from "@playwright/test";
import type { SitePage } from "../../app/site/page";
import { careerPages } from "../../app/site/pages/careers";
import { companyPages } from "../../app/site/pages/company";
import { contactPages } from "../../app/site/pages/contact";
import { homePages } from "../../app/site/pages/home";
import { contentListPages, sitemapPages } from "../../app/site/pages/index";
import { insightPages } from "../../app/site/pages/insights";
import { legalPages } from "../../app/site/pages/legal";
import { mediaPages } from "../../app/site/pages/media";
import { prizmPages } from "../../app/site/pages/prizm";
import { servicePages } from "../../app/site/pages/services";
import { localVideos } from "../support/local-videos";
import { axeViolations, contrastViolationsWhile, cspViolations, openReady, revealAll } from "./page-helpers";
import { test } from "./shared-page";

/**
 * Each route loaded once: no axe violation, layout shift, console error or CSP violation, and no
 * render-near-view block estimated taller than it draws. Every route at a phone's width (its
 * estimates at a tablet's and a desktop's width too), each template at a desktop's.
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
/** Pages of items that stand for the rest (a blog post, a news item, a case study) and the 404 page. */
const detailPages = [
  "/blogs/3/building-a-cost-estimator-members-can-trust-under-transparency-in-coverage",
  "/news/2",
  "/insights/a-case-study-in-innovative-IOT-solution",
  "/no-such-page",
];
/** The job openings' pages, made from content/careers (outside the static page lists). */
const openingPages = ["/careers/internship", "/careers/uiux-engineer", "/careers/senior-mob-app-dev"];
const firstAndLast = (pages: readonly SitePage[]) =>
  unique([pages[0]?.path ?? "/", pages.at(-1)?.path ?? "/"]);
const pathsByWidth = {
  375: [
    ...sitemapPages.map((page) => page.path),
    ...openingPages,
    ...localVideos.map((video) => video.path),
    ...detailPages,
  ],
  1280: unique([
    ...pageGroups.flatMap((group) => firstAndLast(Object.values(group))),
    // The job postings, with the apply form beside the text, are the widest layout of all; one
    // without a form stands for the others.
    ...openingPages.slice(0, 2),
    ...localVideos.slice(0, 1).map((video) => video.path),
    ...contentListPages.map((page) => page.path),
    ...detailPages,
  ]),
};
const viewports = {
  375: { width: 375, height: 812 },
  768: { width: 768, height: 1024 },
  1280: { width: 1280, height: 800 },
} as const;

/** Blocks whose estimated height (app.css says why it must never be more) exceeds the height they draw at. */
async function overestimatedBlocks(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const blocks = [...document.querySelectorAll<HTMLElement>(".render-near-view")];
    // The footer is on every page.
    if (blocks.length === 0) return ["no block to measure"];
    return blocks.flatMap((block) => {
      const name = `${block.localName}${block.id ? `#${block.id}` : ""}`;
      const estimate = Number.parseFloat(getComputedStyle(block).containIntrinsicHeight.replace("auto", ""));
      if (Number.isNaN(estimate)) return [`${name}: no estimated height`];
      block.style.contentVisibility = "visible";
      const drawn = block.getBoundingClientRect().height;
      block.style.contentVisibility = "";
      return estimate > drawn ? [`${name}: estimated ${estimate} px, draws ${drawn} px`] : [];
    });
  });
}

for (const width of [375, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewports[width] });
    // Axe takes several seconds a page on two busy cores.
    test.describe.configure({ timeout: 60_000 });

    for (const path of pathsByWidth[width]) {
      test(`${path}: no accessibility violation, layout shift, console error, CSP violation or overestimated block`, async ({
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
        // The tab is the worker's: a test before may have left it resized or in reduced motion.
        await page.setViewportSize(viewports[width]);
        await page.emulateMedia({ reducedMotion: null });
        await openReady(page, path);
        // Nothing moved while the page loaded and hydrated (CLS 0).
        expect(await layoutShifts()).toEqual([]);
        // Under reduced motion every reveal block shows at once and stays, so axe sees the settled
        // page. Set before scrolling: a fade that starts while its block is off screen inside a
        // render-near-view section is not drawn, so it can hold a half-faded opacity until axe runs.
        await page.emulateMedia({ reducedMotion: "reduce" });
        await revealAll(page);
        expect(await axeViolations(page)).toEqual([]);
        // At the desktop width every control's hover and focus colours are held to the same contrast.
        if (width === 1280) {
          expect([
            ...(await contrastViolationsWhile(page, "hover")),
            ...(await contrastViolationsWhile(page, "focus-visible")),
          ]).toEqual([]);
        }
        // The 404 page logs its own 404 document response; nothing else may fail.
        expect(errors.filter((e) => !(path === "/no-such-page" && /status of 404/.test(e)))).toEqual([]);
        // The policy as the browser enforces it (its headers: tests/integration/production-http.test.ts).
        expect(await cspViolations(page)).toEqual([]);
        if (width === 375) {
          for (const size of [viewports[375], viewports[768], viewports[1280]]) {
            await page.setViewportSize(size);
            expect(await overestimatedBlocks(page), `at ${size.width} px`).toEqual([]);
          }
        }
      });
    }
  });
}
