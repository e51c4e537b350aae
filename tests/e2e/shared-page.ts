import type { BrowserContextOptions, Page, TestInfo } from "@playwright/test";
import { test as base } from "./api-answers";
import { baseURL } from "../../playwright.config";
import { type RecordedShift, recordLayoutShifts } from "./page-helpers";

type ReturningVisitorTab = {
  page: Page;
  /** The layout shifts of the document the tab shows now (see recordLayoutShifts). */
  layoutShifts: () => Promise<RecordedShift[]>;
};

/**
 * One browser tab per viewport width for a whole worker, for read-only journeys over many routes.
 * A fresh context per test starts from an empty cache: on two cores that cost about 3 s of CPU per
 * test for Chromium to fetch, compile and decode again what the previous route already had. A tab
 * that moves from route to route is what a returning visitor has: every route still gets a full
 * page load (a new document, its own layout shifts), with the site's assets cached.
 */
type Viewport = { width: number; height: number };

/**
 * The project's context options (the config's `use`: the desktop browser's user agent, scale and
 * touch, among others). A context made by hand gets none of them, and a headless user agent would
 * send the server's crawler path instead of a visitor's.
 */
function projectContextOptions(project: TestInfo["project"]): BrowserContextOptions {
  const { userAgent, deviceScaleFactor, isMobile, hasTouch, locale, colorScheme, reducedMotion } =
    project.use;
  return {
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale,
    colorScheme,
    reducedMotion,
    baseURL: project.use.baseURL ?? baseURL,
  };
}

/**
 * The page events a test may listen to. "close" and "crash" are left out: Playwright listens to
 * those itself, to fail pending waits at once.
 */
const TEST_EVENTS = [
  "console",
  "dialog",
  "domcontentloaded",
  "download",
  "filechooser",
  "frameattached",
  "framedetached",
  "framenavigated",
  "load",
  "pageerror",
  "popup",
  "request",
  "requestfailed",
  "requestfinished",
  "response",
  "websocket",
  "worker",
] as const;

const DEFAULT_VIEWPORT: Viewport = { width: 1280, height: 720 };

export const test = base.extend<
  {
    page: Page;
    /** The layout shifts of the document `page` shows now (see recordLayoutShifts). */
    layoutShifts: () => Promise<RecordedShift[]>;
  },
  { returningVisitorTab: (viewport: Viewport) => Promise<ReturningVisitorTab> }
>({
  // A spec that imports this `test` gets the worker's tab as its `page` (at the viewport it asks
  // for), with the listeners it added removed afterwards. Its tests must not install a clock,
  // routes, init scripts or emulated media: those would outlive the test. Pages without JavaScript
  // get a context of their own, as usual.
  page: async ({ browser, returningVisitorTab, viewport, javaScriptEnabled, apiAnswers }, use, testInfo) => {
    if (javaScriptEnabled === false) {
      const context = await browser.newContext({
        ...projectContextOptions(testInfo.project),
        javaScriptEnabled,
        viewport,
      });
      apiAnswers.watch(context);
      await use(await context.newPage());
      await context.close();
      return;
    }
    const { page } = await returningVisitorTab(viewport ?? DEFAULT_VIEWPORT);
    await use(page);
    for (const event of TEST_EVENTS) page.removeAllListeners(event);
  },
  layoutShifts: async ({ returningVisitorTab, viewport }, use) => {
    await use((await returningVisitorTab(viewport ?? DEFAULT_VIEWPORT)).layoutShifts);
  },
  returningVisitorTab: [
    async ({ browser, apiAnswers }, use, workerInfo) => {
      const tabs = new Map<string, Promise<ReturningVisitorTab>>();
      await use((viewport) => {
        const key = `${viewport.width}x${viewport.height}`;
        let tab = tabs.get(key);
        if (!tab) {
          tab = (async () => {
            const context = await browser.newContext({
              ...projectContextOptions(workerInfo.project),
              viewport,
            });
            apiAnswers.watch(context);
            // A visitor who has been here before: the home page's first-visit preloader stays away.
            await context.addInitScript(() => window.localStorage.setItem("hasVisited", "true"));
            const page = await context.newPage();
            return { page, layoutShifts: await recordLayoutShifts(page) };
          })();
          tabs.set(key, tab);
        }
        return tab;
      });
      for (const tab of tabs.values()) await (await tab).page.context().close();
    },
    { scope: "worker" },
  ],
});
