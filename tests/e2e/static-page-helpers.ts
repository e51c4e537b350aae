import type { Page } from "@playwright/test";

/** Installs Playwright's clock paused well ahead of the install time, so a slow machine never pauses in the past. */
export async function installPausedClockSafely(page: Page) {
  const start = new Date("2026-03-02T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}
