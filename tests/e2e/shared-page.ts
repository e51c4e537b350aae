import type { BrowserContextOptions, Page, TestInfo } from "@playwright/test";
import { test as base } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { markVisited, type RecordedShift, recordCspViolations, recordLayoutShifts } from "./page-helpers";
import { movePointerOff } from "./pointer-off-page";

type ReturningVisitorTab = { page: Page; layoutShifts: () => Promise<RecordedShift[]> };
type Viewport = { width: number; height: number };

/** The project's context options, which a hand-made context would otherwise lack (user agent among them). */
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

/** The page events a test may listen to (Playwright keeps its own close and crash listeners). */
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
  // The worker's tab as `page`, its listeners removed after; no clock, routes or init scripts. No-JS gets its own.
  page: async ({ browser, returningVisitorTab, viewport, javaScriptEnabled }, use, testInfo) => {
    if (javaScriptEnabled === false) {
      const context = await browser.newContext({
        ...projectContextOptions(testInfo.project),
        javaScriptEnabled,
        viewport,
      });
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
  // One tab per viewport size per worker, as a returning visitor: full page loads with cached assets.
  returningVisitorTab: [
    async ({ browser }, use, workerInfo) => {
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
            // A visitor who has been here before: the home page's first-visit preloader stays away.
            // The CSP violations of the document are kept for the tests that read them.
            await markVisited(context);
            await recordCspViolations(context);
            const page = await context.newPage();
            await movePointerOff(page);
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
