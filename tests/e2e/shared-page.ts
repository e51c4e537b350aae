import { test as base, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { type RecordedShift, recordLayoutShifts } from "./page-helpers";

type ReturningVisitorTab = {
  page: Page;
  /** The layout shifts of the document the tab shows now (see recordLayoutShifts). */
  layoutShifts: () => Promise<RecordedShift[]>;
};

/**
 * One browser tab per viewport width for a whole worker, for read-only journeys over many routes.
 * A fresh context per test starts from an empty cache: on two cores that cost about 2 s of CPU per
 * test for Chromium to fetch, compile and decode again what the previous route already had. A tab
 * that moves from route to route is what a returning visitor has: every route still gets a full
 * page load (a new document, its own layout shifts), with the site's assets cached.
 */
type Viewport = { width: number; height: number };

export const test = base.extend<
  { page: Page },
  { returningVisitorTab: (viewport: Viewport) => Promise<ReturningVisitorTab> }
>({
  // A spec that imports this `test` gets the worker's tab as its `page` (at the viewport it asks
  // for), with the listeners it added removed afterwards. Its tests must not install a clock,
  // routes, init scripts or emulated media: those would outlive the test. Pages without JavaScript
  // get a context of their own, as usual.
  page: async ({ browser, returningVisitorTab, viewport, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) {
      const context = await browser.newContext({ javaScriptEnabled, viewport, baseURL });
      await use(await context.newPage());
      await context.close();
      return;
    }
    const { page } = await returningVisitorTab(viewport ?? { width: 1280, height: 720 });
    await use(page);
    page.removeAllListeners();
  },
  returningVisitorTab: [
    async ({ browser }, use) => {
      const tabs = new Map<string, Promise<ReturningVisitorTab>>();
      await use((viewport) => {
        const key = `${viewport.width}x${viewport.height}`;
        let tab = tabs.get(key);
        if (!tab) {
          tab = (async () => {
            const context = await browser.newContext({ viewport, baseURL });
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
