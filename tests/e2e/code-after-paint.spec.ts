import { expect, test } from "@playwright/test";
import { HELD_MODULE_TYPE } from "../../app/lib/head-rewrite";
import { LOADING_OVERLAY_MS } from "../../app/site/constants";
import { installPausedClock, waitForHydration } from "./shell-helpers";

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

  test("the loading overlay lifts 1000 ms into the load even when the code never arrives", async ({
    page,
  }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await installPausedClock(page);
    await page.goto("/terms-of-use");
    const overlay = page.getByTestId("loading-overlay");
    await expect(overlay).toBeVisible();
    const left = LOADING_OVERLAY_MS - (await page.evaluate(() => performance.now()));
    expect(left).toBeGreaterThan(2);
    await page.clock.runFor(Math.floor(left) - 1);
    await expect(overlay).toBeVisible();
    await page.clock.runFor(2);
    await expect(overlay).toBeHidden();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  });
});
