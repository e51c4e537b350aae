import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "@playwright/test";
import { test } from "./pointer-off-page";
import { CONTENT_END_ID } from "../../app/document/content-end";
import { shellUiCopy } from "../../app/site/page-text";
import { baseURL } from "../../playwright.config";
import { recordLayoutShifts, waitForHydration } from "./page-helpers";

/** CLS 0 when a page is painted in parts (the preloader's words: home.spec.ts; a plain load: every-route.spec.ts). */

/** Sends every HTML page in two parts, 400 ms apart, cut just after `cutAfter`: a slow network's paint. */
async function startSplittingProxy(
  cutAfter: string,
): Promise<{ url: string; pagesCut(): number; close(): Promise<void> }> {
  let pagesCut = 0;
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? "/", baseURL), {
      headers: { "accept-encoding": "identity" },
    });
    const type = upstream.headers.get("content-type") ?? "";
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, { "content-type": type, "cache-control": "no-store" });
    const cut = body.indexOf(cutAfter);
    if (!type.startsWith("text/html") || cut < 0) {
      response.end(body);
      return;
    }
    pagesCut += 1;
    response.write(body.subarray(0, cut + cutAfter.length));
    setTimeout(() => response.end(body.subarray(cut + cutAfter.length)), 400);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pagesCut: () => pagesCut,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Where each page is cut: after the main menu's first button, and inside the footer's last row. */
const splitPages = [
  { path: "/", part: "header", cutAfter: "</button>" },
  { path: "/our-team", part: "header", cutAfter: "</button>" },
  { path: "/no-such-page", part: "footer", cutAfter: `${shellUiCopy.copyright}</p></div>` },
] as const;

test.describe("a page that arrives in parts", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { path, part, cutAfter } of splitPages) {
    test(`${path}: the ${part} does not move when the rest of the page arrives`, async ({ page }) => {
      const proxy = await startSplittingProxy(cutAfter);
      try {
        await page.addInitScript(() => window.localStorage.setItem("hasVisited", "true"));
        const shifts = await recordLayoutShifts(page);
        await page.goto(`${proxy.url}${path}`);
        // The page really came in two parts: a cut that no longer matches would prove nothing.
        expect(proxy.pagesCut()).toBe(1);
        // The paint waits for this element (app/document/head-rewrite.server.ts): it must exist.
        await expect(page.locator(`#${CONTENT_END_ID}`)).toHaveCount(1);
        await waitForHydration(page);
        // A second of frames after the last byte: the loading overlay's time.
        await expect(page.getByTestId("loading-overlay")).toBeHidden({ timeout: 5_000 });
        expect(await shifts()).toEqual([]);
      } finally {
        await proxy.close();
      }
    });
  }
});
