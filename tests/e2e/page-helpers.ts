import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Marks the home preloader as already seen, so a test starts on the page itself. */
export async function markVisited(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("hasVisited", "true"));
}

/** Serious and critical axe violations of the current page, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Scrolls through the page so every animate-on-scroll element has been revealed. */
export async function revealAll(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    window.scrollTo(0, 0);
  });
  // Let the fade transitions finish: axe would judge the contrast of half-faded text.
  await page.waitForFunction(
    () =>
      document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === "running")
        .length === 0,
  );
}

/** Collects console errors that point at a hydration mismatch (React's #418/#423/#425). */
export function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const isHydration = (text: string) => /hydrat|#418|#419|#423|#425/i.test(text);
  page.on("console", (message) => {
    if (message.type() === "error" && isHydration(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (isHydration(String(error))) errors.push(String(error));
  });
  return errors;
}

/** A fixed moment for Playwright's clock: 09:00:00 UTC on Monday 2 March 2026 (before US DST). */
export const FIXED_TIME = new Date("2026-03-02T09:00:00Z");

/**
 * Installs Playwright's clock, paused at FIXED_TIME before the page loads: timers fire only on
 * runFor(). The clock starts a minute early because it runs until paused, and pausing in the past
 * is an error.
 */
export async function installPausedClock(page: Page) {
  await page.clock.install({ time: new Date(FIXED_TIME.getTime() - 60_000) });
  await page.clock.pauseAt(FIXED_TIME);
}

/** Waits until React has hydrated the main content (its fibers are attached to the DOM). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Opens a page once hydrated and once the 1 s loading overlay has gone (real time). */
export async function openReady(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByTestId("loading-overlay")).toBeHidden({ timeout: 5_000 });
  return response;
}

type RecordedShift = { value: number; at: number; sources: string[] };

/**
 * Records every layout shift of the pages the tab loads, from the first parsed byte on; the
 * returned function reads the shifts of the current page. Shifts right after input are left out,
 * as CLS leaves them out.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<RecordedShift[]>> {
  await page.addInitScript(() => {
    const shifts: RecordedShift[] = [];
    const nameOf = (node: Node | null) =>
      node instanceof Element
        ? `${node.localName}${node.id ? `#${node.id}` : ""} "${(node.textContent ?? "").slice(0, 30)}"`
        : String(node?.nodeName);
    const keep = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map((source) => nameOf(source.node)),
        });
      }
    };
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    // Entries still queued for the observer's callback are taken at once when the test reads.
    (window as unknown as { __takeLayoutShifts: () => RecordedShift[] }).__takeLayoutShifts = () => {
      keep(observer.takeRecords());
      return shifts;
    };
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { __takeLayoutShifts: () => RecordedShift[] }).__takeLayoutShifts(),
    );
}
