import { expect, type Page } from "@playwright/test";
import { test } from "./pointer-off-page";
import { UNREPORTED_PAINT_WAIT_MS } from "../../app/document/head-rewrite.server";
import { preloader } from "../../app/site/home";
import { holdRequests, installPausedClock, openWithoutCode, waitForHydration } from "./page-helpers";
import { expectOverlayLiftsAtOneSecond } from "./shell-helpers";

// What the module-order journey's notes leave on the page (each script file appends one).
declare global {
  interface Window {
    runOrder?: string[];
    runs?: number;
    runBeforeScript?: string[];
    runsBeforeScript?: number;
  }
}

/** Runs the paused clock to `ms` after the preloader's inline script showed it (its data-shown-at). */
async function runToPreloaderTime(page: Page, ms: number) {
  const left = await page.evaluate(
    (ms) =>
      Number(document.getElementById("first-visit-preloader")?.dataset.shownAt) + ms - performance.now(),
    ms,
  );
  expect(left).toBeGreaterThan(0);
  await page.clock.runFor(left);
}

test.describe("the page's code is fetched after its first paint", () => {
  // A page that is the same for everyone (hashed policy) and one made per response (nonce policy).
  // The HTML's shape (no module preload, the module script held): app/document/head-rewrite.server.test.ts.
  test("no module is fetched before the first contentful paint of /Contact-us or /web-app, and each page hydrates; on /web-app each module is added in a task of its own, all but the entry run before the module script goes in", async ({
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
        if (this instanceof HTMLScriptElement) {
          record("module script");
          window.runBeforeScript = [...(window.runOrder ?? [])];
          window.runsBeforeScript = window.runs;
        }
        replaceWith.apply(this, nodes);
      };
    });
    for (const path of ["/Contact-us", "/web-app"]) {
      const html = await (await page.request.get(path)).text();
      // The loader's list of the page's modules, in React Router's order: the entry first.
      const [entry, ...rest] = JSON.parse(html.match(/var m=(\[[^\]]*\])/)?.[1] ?? "[]") as string[];
      await page.goto(path);
      await waitForHydration(page);
      const loaded = await page.evaluate(() => {
        const { addedByLoader } = window as unknown as { addedByLoader: { what: string; event?: Event }[] };
        return {
          firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
          scriptStarts: performance
            .getEntriesByType("resource")
            .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
            .map((entry) => entry.startTime),
          what: addedByLoader.map((entry) => entry.what),
          eventTypes: addedByLoader.map((entry) => entry.event?.type),
          distinctEvents: new Set(addedByLoader.map((entry) => entry.event)).size,
          before: window.runBeforeScript ?? [],
          runs: window.runsBeforeScript ?? 0,
          all: window.runOrder ?? [],
        };
      });
      expect(loaded.firstPaint, path).toBeGreaterThan(0);
      expect(loaded.scriptStarts.length).toBeGreaterThan(0);
      expect(Math.min(...loaded.scriptStarts)).toBeGreaterThanOrEqual(
        loaded.firstPaint ?? Number.POSITIVE_INFINITY,
      );
      // The loader's order on the hashed page (the contact form's own code follows it on the other).
      if (path !== "/web-app") continue;

      expect(loaded.what.length).toBeGreaterThan(2);
      expect(loaded.what.at(-1)).toBe("module script");
      expect(loaded.eventTypes.every((type) => type === "message")).toBe(true);
      expect(loaded.distinctEvents).toBe(loaded.what.length);

      expect(entry).toMatch(/entry\.client/);
      expect(rest.length).toBeGreaterThan(3);
      expect(loaded.before).toEqual(expect.arrayContaining(rest));
      expect(loaded.before).not.toContain(entry);
      // Several runs, not one: the runtime, React, the root and the route are imported one by one.
      expect(loaded.runs).toBeGreaterThanOrEqual(4);
      expect(loaded.all).toContain(entry);
    }
  });

  test("when the code never arrives, the loading overlay lifts 1000 ms into the load and the first-visit preloader turns its words and goes down on time", async ({
    page,
  }) => {
    await openWithoutCode(page, "/");
    const shown = page.getByTestId("preloader").locator("span:visible");
    await expect(shown).toHaveText(preloader.words[0]);
    await expectOverlayLiftsAtOneSecond(page);
    // Each word half-way through its second, counted from when the inline script showed the preloader.
    for (const [i, word] of preloader.words.entries()) {
      if (i === 0) continue;
      await runToPreloaderTime(page, preloader.wordMs * (i + 0.5));
      await expect(shown).toHaveText(word);
    }
    await runToPreloaderTime(page, preloader.totalMs - 1);
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
      name: "a browser without paint timing",
      browser: () => Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => [] }),
      waitMs: 0,
    },
    {
      name: "a tab nobody is looking at (no paint coming)",
      browser: () => {
        Object.defineProperty(Document.prototype, "hidden", { get: () => true });
        PerformanceObserver.prototype.observe = () => {};
      },
      waitMs: 0,
    },
    {
      name: "a browser that never reports the paint",
      browser: () => {
        PerformanceObserver.prototype.observe = () => {};
      },
      waitMs: UNREPORTED_PAINT_WAIT_MS,
    },
  ];
  test("where no paint is reported the loader still lets the code in: at load without paint timing or in a hidden tab, two seconds after load when the paint is never reported", async ({
    page,
  }) => {
    await installPausedClock(page);
    // A tab of its own for each browser, in the one context (and its cache).
    for (const { name, browser, waitMs } of fallbacks) {
      const tab = await page.context().newPage();
      await tab.addInitScript(browser);
      const scripts: string[] = [];
      tab.on("request", (request) => {
        if (new URL(request.url()).pathname.endsWith(".js")) scripts.push(request.url());
      });
      await tab.goto("/terms-of-use");
      if (waitMs > 0) {
        await tab.clock.runFor(waitMs - 1);
        expect(scripts, name).toEqual([]);
        await tab.clock.runFor(1);
      }
      await waitForHydration(tab);
      expect(scripts.length, name).toBeGreaterThan(0);
      await tab.close();
    }
  });
});
