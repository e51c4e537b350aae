import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Pages outside the sitemap that stand for the rest: a blog post and a news item of the sample
 * content for every content detail page, and an unknown URL for the 404 page.
 */
export const detailPages = [
  "/blogs/3/building-a-cost-estimator-members-can-trust-under-transparency-in-coverage",
  "/news/2",
  "/no-such-page",
] as const;

/** Marks the home preloader as already seen, so a test starts on the page itself. */
export async function markVisited(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("hasVisited", "true"));
}

/** The axe rule sets every page is held to: WCAG 2.0 and 2.1 A and AA, and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Beside them, enhanced contrast (WCAG 1.4.6, AAA: 7:1 for normal text, 4.5:1 for large), for
 * readers with low vision. A rule named here runs whatever the tags say.
 */
const AXE_EXTRA_RULES = { "color-contrast-enhanced": { enabled: true } };

/** The rules that judge text colours, the only thing a hover or focus state changes that axe sees. */
const CONTRAST_RULES = ["color-contrast", "color-contrast-enhanced"];

/**
 * Axe violations of any impact on the current page (or within `include`, a CSS selector), as
 * readable lines: rule, impact and the first few elements. Only violations are collected: the nodes
 * that pass are most of axe's time on a long page, and no test reads them.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // The tags go in the same options object: AxeBuilder's options() replaces what withTags() set.
  let builder = new AxeBuilder({ page }).options({
    runOnly: { type: "tag", values: AXE_TAGS },
    rules: AXE_EXTRA_RULES,
    resultTypes: ["violations"],
  });
  if (include) builder = builder.include(include);
  return readable(await builder.analyze());
}

/**
 * Axe's violations as readable lines: rule, impact, the first few elements, and what axe found on
 * the first (for a contrast rule, the ratio and both colours).
 */
function readable(results: Awaited<ReturnType<AxeBuilder["analyze"]>>): string[] {
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(" "))
        .join(", ")}${violation.nodes[0]?.any[0] ? ` — ${violation.nodes[0].any[0].message}` : ""}`,
  );
}

/**
 * Axe's contrast violations with every link and button of the page in one interactive state at
 * once, as a pointer over it or keyboard focus on it would show it: the state is forced through
 * the DevTools protocol (the browser applies it as it would a real one, and only to the element
 * itself), so one axe run judges every control's state colours.
 */
export async function contrastViolationsWhile(
  page: Page,
  state: "hover" | "focus-visible",
): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
    nodeId: root.nodeId,
    selector: "a[href], button, summary, [tabindex]:not([tabindex='-1'])",
  });
  const force = (forcedPseudoClasses: string[]) =>
    Promise.all(nodeIds.map((nodeId) => cdp.send("CSS.forcePseudoState", { nodeId, forcedPseudoClasses })));
  // :focus beside :focus-visible, as a real keyboard focus matches both.
  await force(state === "hover" ? ["hover"] : ["focus", "focus-visible"]);
  try {
    // Colour transitions (the buttons') run to their end before axe reads the colours.
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"),
    );
    const results = await new AxeBuilder({ page })
      .options({ runOnly: { type: "rule", values: CONTRAST_RULES }, resultTypes: ["violations"] })
      .analyze();
    return readable(results).map((line) => `:${state} ${line}`);
  } finally {
    await force([]);
    await cdp.detach();
  }
}

/**
 * Scrolls through the page so every animate-on-scroll element has been revealed and every captcha
 * widget (loaded as it comes near) has arrived: axe judges the page as a visitor ends up seeing it.
 */
export async function revealAll(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    window.scrollTo(0, 0);
  });
  const widgets = page.locator("altcha-widget");
  for (let i = 0; i < (await widgets.count()); i++) {
    await widgets.nth(i).locator("input[type=checkbox]").waitFor();
  }
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

/**
 * Waits until React has hydrated the page and run its effects: the root marks html[data-hydrated]
 * in an effect, so listeners and timers set up by effects are in place too.
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a page once hydrated and once the 1 s loading overlay has gone (real time). */
export async function openReady(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByTestId("loading-overlay")).toBeHidden({ timeout: 5_000 });
  return response;
}

export type RecordedShift = { value: number; at: number; sources: string[] };

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

/** The Get In Touch block that ends the home and PRIZM pages, with its Book a Call button to the contact page. */
export async function expectGetInTouch(page: Page) {
  const getInTouch = page.getByRole("region", { name: "Let's connect" });
  await expect(getInTouch.getByText("Get In Touch", { exact: true })).toBeVisible();
  await expect(getInTouch.getByRole("link", { name: "Book a Call" })).toHaveAttribute("href", "/Contact-us");
}
