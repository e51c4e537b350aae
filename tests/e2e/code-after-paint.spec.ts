import { expect, type Page } from "@playwright/test";
import { test } from "./pointer-off-page";
import { HELD_MODULE_TYPE, UNREPORTED_PAINT_WAIT_MS } from "../../app/document/head-rewrite.server";
import { preloader } from "../../app/site/home";
import { holdRequests } from "./page-helpers";
import { expectOverlayLiftsAtOneSecond, installPausedClock, waitForHydration } from "./shell-helpers";

// What the module-order journey's notes leave on the page (each script file appends one).
declare global {
  interface Window {
    runOrder?: string[];
    runs?: number;
    runBeforeScript?: string[];
    runsBeforeScript?: number;
  }
}

/** Opens a page whose script files never arrive (its inline scripts run), with the clock paused. */
async function openWithoutCode(page: Page, path: string) {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await installPausedClock(page);
  await page.goto(path);
}

// A page that is the same for everyone (hashed policy) and one made per response (nonce policy).
const PAGES = ["/web-app", "/Contact-us"];

test.describe("the page's code is fetched after its first paint", () => {
  for (const path of PAGES) {
    test(`${path}: no module is preloaded by the HTML, none is fetched before the first contentful paint, and the page hydrates`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(html).toMatch(new RegExp(`<script[^>]*type="${HELD_MODULE_TYPE}"`));
      expect(html).not.toMatch(/<script[^>]*type="module"/);

      await page.goto(path);
      await waitForHydration(page);
      const { firstPaint, scriptStarts } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        scriptStarts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime),
      }));
      expect(firstPaint).toBeGreaterThan(0);
      expect(scriptStarts.length).toBeGreaterThan(0);
      expect(Math.min(...scriptStarts)).toBeGreaterThanOrEqual(firstPaint ?? Number.POSITIVE_INFINITY);
    });
  }

  test("each module preload and the module script are added in a task of their own", async ({ page }) => {
    // Every insertion notes the event whose handler made it: a task of its own is a message of its
    // own (the loader queues them on a channel), never one handler doing several.
    await page.addInitScript(() => {
      const added: { what: string; event: Event | undefined }[] = [];
      Object.assign(window, { addedByLoader: added });
      const record = (what: string) => added.push({ what, event: window.event });
      const appendChild = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
        if (node instanceof HTMLLinkElement && node.rel === "modulepreload") record(node.href);
        return appendChild.call(this, node) as T;
      };
      const replaceWith = Element.prototype.replaceWith;
      Element.prototype.replaceWith = function (this: Element, ...nodes: (Node | string)[]) {
        if (this instanceof HTMLScriptElement) record("module script");
        replaceWith.apply(this, nodes);
      };
    });
    await page.goto("/web-app");
    await waitForHydration(page);
    const added = await page.evaluate(() => {
      const { addedByLoader } = window as unknown as { addedByLoader: { what: string; event?: Event }[] };
      return {
        what: addedByLoader.map((entry) => entry.what),
        eventTypes: addedByLoader.map((entry) => entry.event?.type),
        distinctEvents: new Set(addedByLoader.map((entry) => entry.event)).size,
      };
    });
    expect(added.what.length).toBeGreaterThan(2);
    expect(added.what.at(-1)).toBe("module script");
    expect(added.eventTypes.every((type) => type === "message")).toBe(true);
    expect(added.distinctEvents).toBe(added.what.length);
  });

  test("every module but the entry has already run, in several runs, when the module script goes in, and the entry runs after it", async ({
    page,
  }) => {
    // Each script notes its name when it runs, so the order of runs can be read after the load.
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      const note =
        ";(window.runOrder??=[]).push(new URL(import.meta.url).pathname);" +
        "if(!window.inRun){window.runs=(window.runs??0)+1;window.inRun=1;queueMicrotask(()=>{window.inRun=0})}";
      await route.fulfill({ response, body: (await response.text()) + note });
    });
    await page.addInitScript(() => {
      const replaceWith = Element.prototype.replaceWith;
      Element.prototype.replaceWith = function (this: Element, ...nodes: (Node | string)[]) {
        if (this instanceof HTMLScriptElement) {
          window.runBeforeScript = [...(window.runOrder ?? [])];
          window.runsBeforeScript = window.runs;
        }
        replaceWith.apply(this, nodes);
      };
    });
    const html = await (await page.request.get("/web-app")).text();
    // The loader's list of the page's modules, in React Router's order: the entry first.
    const [entry, ...rest] = JSON.parse(html.match(/var m=(\[[^\]]*\])/)?.[1] ?? "[]") as string[];
    await page.goto("/web-app");
    await waitForHydration(page);
    const { before, runs, all } = await page.evaluate(() => ({
      before: window.runBeforeScript ?? [],
      runs: window.runsBeforeScript ?? 0,
      all: window.runOrder ?? [],
    }));
    expect(entry).toMatch(/entry\.client/);
    expect(rest.length).toBeGreaterThan(3);
    expect(before).toEqual(expect.arrayContaining(rest));
    expect(before).not.toContain(entry);
    // Several runs, not one: the runtime, React, the root and the route are imported one by one.
    expect(runs).toBeGreaterThanOrEqual(4);
    expect(all).toContain(entry);
  });

  test("the loading overlay lifts 1000 ms into the load even when the code never arrives", async ({
    page,
  }) => {
    await openWithoutCode(page, "/terms-of-use");
    await expectOverlayLiftsAtOneSecond(page);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  });

  test("the first-visit preloader turns its words and goes down on time even when the code never arrives", async ({
    page,
  }) => {
    await openWithoutCode(page, "/");
    const shown = page.getByTestId("preloader").locator("span:visible");
    await expect(shown).toHaveText(preloader.words[0]);
    for (const word of preloader.words.slice(1)) {
      await page.clock.runFor(preloader.wordMs);
      await expect(shown).toHaveText(word);
    }
    await page.clock.runFor(preloader.totalMs - preloader.wordMs * (preloader.words.length - 1) - 1);
    await expect(page.getByTestId("preloader")).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByTestId("preloader")).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), preloader.storageKey)).toBe("true");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  });

  test("a first visit the browser cannot record is not played again when the code arrives after it", async ({
    page,
  }) => {
    // Storage that reads but cannot write (a full quota): the visit is played but never recorded.
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("full", "QuotaExceededError");
      };
    });
    const release = await holdRequests(page, /\.js(\?|$)/);
    await installPausedClock(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const element = page.getByTestId("preloader");
    await expect(element).toBeVisible();
    await page.clock.runFor(preloader.totalMs);
    await expect(element).toBeHidden();
    release();
    await waitForHydration(page);
    await expect(element).toHaveAttribute("data-state", "off");
    await expect(element).toBeHidden();
  });

  // Where no paint is reported the loader still lets the code in; the paused clock leaves only the fallback.
  const fallbacks: { name: string; browser: () => void; waitMs: number }[] = [
    {
      name: "a browser without paint timing gets the code at load",
      browser: () => Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => [] }),
      waitMs: 0,
    },
    {
      name: "a tab nobody is looking at (no paint coming) gets the code at load",
      browser: () => {
        Object.defineProperty(Document.prototype, "hidden", { get: () => true });
        PerformanceObserver.prototype.observe = () => {};
      },
      waitMs: 0,
    },
    {
      name: "a browser that never reports the paint gets the code two seconds after load",
      browser: () => {
        PerformanceObserver.prototype.observe = () => {};
      },
      waitMs: UNREPORTED_PAINT_WAIT_MS,
    },
  ];
  for (const { name, browser, waitMs } of fallbacks) {
    test(name, async ({ page }) => {
      await page.addInitScript(browser);
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.endsWith(".js")) scripts.push(request.url());
      });
      await installPausedClock(page);
      await page.goto("/terms-of-use");
      if (waitMs > 0) {
        await page.clock.runFor(waitMs - 1);
        expect(scripts).toEqual([]);
        await page.clock.runFor(1);
      }
      await waitForHydration(page);
      expect(scripts.length).toBeGreaterThan(0);
    });
  }
});
