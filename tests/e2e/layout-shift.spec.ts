import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "@playwright/test";
import { test } from "./pointer-off-page";
import { CONTENT_END_ID } from "../../app/document/content-end";
import { shellUiCopy } from "../../app/site/page-text";
import { baseURL } from "../../playwright.config";
import { markVisited, recordLayoutShifts, waitForHydration } from "./page-helpers";

/** CLS 0 when a page is painted in parts (the preloader's words: home.spec.ts; a plain load: every-route.spec.ts). */

/** Sends each HTML page in two parts, 400 ms apart, cut just after its path's `cuts` text: a slow network's paint. */
async function startSplittingProxy(
  cuts: Record<string, string>,
): Promise<{ url: string; pagesCut(): string[]; close(): Promise<void> }> {
  const pagesCut: string[] = [];
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? "/", baseURL), {
      headers: { "accept-encoding": "identity" },
    });
    const type = upstream.headers.get("content-type") ?? "";
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, { "content-type": type, "cache-control": "no-store" });
    const cutAfter = cuts[new URL(request.url ?? "/", baseURL).pathname] ?? "";
    const cut = cutAfter ? body.indexOf(cutAfter) : -1;
    if (!type.startsWith("text/html") || cut < 0) {
      response.end(body);
      return;
    }
    pagesCut.push(request.url ?? "");
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
const cuts = {
  "/": "</button>",
  "/our-team": "</button>",
  "/no-such-page": `${shellUiCopy.copyright}</p></div>`,
};

test.describe("a page that arrives in parts", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the header of / and /our-team and the footer of /no-such-page do not move when the rest of the page arrives", async ({
    page,
  }) => {
    const proxy = await startSplittingProxy(cuts);
    try {
      await markVisited(page);
      const shifts = await recordLayoutShifts(page);
      for (const path of Object.keys(cuts)) {
        await page.goto(`${proxy.url}${path}`);
        // The page really came in two parts: a cut that no longer matches would prove nothing.
        expect(proxy.pagesCut().at(-1)).toBe(path);
        // The paint waits for this element (app/document/head-rewrite.server.ts): it must exist.
        await expect(page.locator(`#${CONTENT_END_ID}`)).toHaveCount(1);
        await waitForHydration(page);
        // A second of frames after the last byte: the loading overlay's time.
        await expect(page.getByTestId("loading-overlay")).toBeHidden({ timeout: 5_000 });
        expect(await shifts(), path).toEqual([]);
      }
      expect(proxy.pagesCut()).toEqual(Object.keys(cuts));
    } finally {
      await proxy.close();
    }
  });
});
