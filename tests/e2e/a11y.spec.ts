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

/** Every route at a phone width and each template at a desktop width: no axe violation, shift or console error. */
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
        // Under reduced motion every reveal block shows at once and stays, so axe sees the settled page.
        await page.emulateMedia({ reducedMotion: "reduce" });
        // Let fades finish (looping animations aside): axe would judge the contrast of half-faded text.
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
        );
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
      });
    }
  });
}
