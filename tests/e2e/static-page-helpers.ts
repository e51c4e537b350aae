import type { Page } from "@playwright/test";
import { expectNoSeriousViolations, openReady } from "./page-helpers";

/**
 * Installs Playwright's clock, paused before the page loads: timers fire only on runFor().
 * Pausing at a moment well ahead of the install time never "fast-forwards to the past",
 * however slow the machine is between the two calls.
 */
export async function installPausedClockSafely(page: Page) {
  const start = new Date("2026-03-02T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

/**
 * axe on a page at one width. Colours are measured at rest: with reduced motion nothing is
 * mid-fade (animate-on-scroll would otherwise leave half-transparent text for axe to flag).
 */
export async function expectAxeCleanAt(page: Page, path: string, width: number) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width, height: 900 });
  await openReady(page, path);
  await expectNoSeriousViolations(page);
}
