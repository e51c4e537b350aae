import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import config from "../../playwright.config";
import { type RunningServer, startServerWithFreshData } from "../support/server-process";

/** The loading overlay's element id and test id (app/components/layout/LoadingOverlay.tsx). */
const OVERLAY_ID = "loading-overlay";

/** Marks the home preloader as already seen, so a test starts on the page itself. */
export async function markVisited(target: Page | BrowserContext) {
  await target.addInitScript(() => window.localStorage.setItem("hasVisited", "true"));
}

/**
 * Keeps each document's CSP violations from its first script on, read by cspViolations: validating a
 * form runs the schema, and Zod's compiled fast path would try `new Function` under the policy.
 */
export async function recordCspViolations(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

/** The CSP violations of the document the page shows (see recordCspViolations). */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** The axe rule sets every page is held to: WCAG 2.0 and 2.1 A and AA, and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** Enhanced contrast (WCAG 1.4.6, AAA) besides the tags, for readers with low vision. */
const AXE_EXTRA_RULES = { "color-contrast-enhanced": { enabled: true } };

/** The rules that judge text colours, the only thing a hover or focus state changes that axe sees. */
const CONTRAST_RULES = ["color-contrast", "color-contrast-enhanced"];

/** Axe violations of any impact on the page (or within `include`), as readable lines. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // The tags go in the same options object: AxeBuilder's options() replaces what withTags() set.
  // Legacy mode runs axe in the page alone. By default each run ends in a new blank tab, which
  // took most of a run's time on two cores; what legacy mode skips, frames of another origin, are
  // the video hosts' players, which are not the site's to fix.
  let builder = new AxeBuilder({ page }).setLegacyMode().options({
    runOnly: { type: "tag", values: AXE_TAGS },
    rules: AXE_EXTRA_RULES,
    resultTypes: ["violations"],
  });
  if (include) builder = builder.include(include);
  return readable(await builder.analyze());
}

/** Axe's violations as lines: rule, impact, the first elements and what axe found on the first. */
function readable(results: Awaited<ReturnType<AxeBuilder["analyze"]>>): string[] {
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(" "))
        .join(", ")}${violation.nodes[0]?.any[0] ? ` — ${violation.nodes[0].any[0].message}` : ""}`,
  );
}

/** What a pointer or the keyboard can hover or focus. */
const CONTROLS = "a[href], button, summary, [tabindex]:not([tabindex='-1'])";

/** Contrast violations with every control forced (DevTools protocol) into hover or focus-visible at once. */
export async function contrastViolationsWhile(
  page: Page,
  state: "hover" | "focus-visible",
): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: CONTROLS });
  const force = (forcedPseudoClasses: string[]) =>
    Promise.all(nodeIds.map((nodeId) => cdp.send("CSS.forcePseudoState", { nodeId, forcedPseudoClasses })));
  // :focus beside :focus-visible, as a real keyboard focus matches both.
  await force(state === "hover" ? ["hover"] : ["focus", "focus-visible"]);
  try {
    // Colour transitions (the buttons') run to their end before axe reads the colours.
    await animationsSettled(page);
    // Only the controls (and what they hold) change colour; the rest of the page is axeViolations'.
    const results = await new AxeBuilder({ page })
      .setLegacyMode()
      .include(CONTROLS)
      .options({ runOnly: { type: "rule", values: CONTRAST_RULES }, resultTypes: ["violations"] })
      .analyze();
    return readable(results).map((line) => `:${state} ${line}`);
  } finally {
    await force([]);
    await cdp.detach();
  }
}

/** Scrolls through the page so every reveal block and captcha widget has arrived and settled before axe runs. */
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
  await animationsSettled(page);
}

/** Waits until every animation but the looping ones has ended: axe would judge half-faded text. */
function animationsSettled(page: Page) {
  return page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
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

/** Waits two frames: long enough for an observer or an effect of the frame before to have run. */
export function twoFrames(page: Page) {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Records the options of every window.scrollTo the page makes, from its first script on. */
export async function recordScrollCalls(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __scrollCalls: unknown[] }).__scrollCalls = calls;
    const original = window.scrollTo.bind(window);
    window.scrollTo = ((...args: Parameters<typeof window.scrollTo>) => {
      calls.push(args[0]);
      return original(...args);
    }) as typeof window.scrollTo;
  });
}

/** The window.scrollTo calls of the document so far (see recordScrollCalls); `take` empties the list. */
export function scrollCalls(page: Page, take = false): Promise<unknown[]> {
  return page.evaluate((take) => {
    const calls = (window as unknown as { __scrollCalls: unknown[] }).__scrollCalls;
    return take ? calls.splice(0) : [...calls];
  }, take);
}

/** A fixed moment for Playwright's clock: 09:00:00 UTC on Monday 2 March 2026 (before US DST). */
const FIXED_TIME = new Date("2026-03-02T09:00:00Z");

/** Installs Playwright's clock paused at FIXED_TIME (a minute after its start): timers fire only on runFor(). */
export async function installPausedClock(page: Page) {
  await page.clock.install({ time: new Date(FIXED_TIME.getTime() - 60_000) });
  await page.clock.pauseAt(FIXED_TIME);
}

/** Opens a page whose script files never arrive (its inline scripts run), with the clock paused. */
export async function openWithoutCode(page: Page, path: string) {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await installPausedClock(page);
  await page.goto(path);
}

/** Waits until React has hydrated and run its effects (the root sets html[data-hydrated] in an effect). */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Opens a page once hydrated, its loading overlay lifted as the overlay's own script lifts it after
 * a second (that second is tested in shell.spec): tests of the page itself need not wait it out.
 */
export async function openReady(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  await page.evaluate((id) => document.getElementById(id)?.setAttribute("data-lifted", ""), OVERLAY_ID);
  await expect(page.getByTestId(OVERLAY_ID)).toBeHidden();
  return response;
}

export type RecordedShift = { value: number; at: number; sources: string[] };

/** Records every layout shift from the first parsed byte, leaving out shifts right after input, as CLS does. */
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

/** Holds the page's requests matching `pattern` until the returned function is called. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A server set as the journeys' own (playwright.config.ts) with `env` besides, for the tests of the calling
 * file or describe block, on a data folder of its own removed after them. `env` is read as it starts.
 */
export function ownServer(env: () => Record<string, string>): { readonly url: string } {
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const journeys = (config.webServer as { env: Record<string, string> }).env;
    server = await startServerWithFreshData(
      "e2e",
      { ...journeys, ...env() },
      process.env.BUILD_DIR ?? "build",
    );
  });
  test.afterAll(() => server?.stop());
  return {
    get url() {
      if (!server) throw new Error("the server starts in beforeAll");
      return server.url;
    },
  };
}
