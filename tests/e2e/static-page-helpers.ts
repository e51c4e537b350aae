import type { Page } from "@playwright/test";

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
