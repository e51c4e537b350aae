import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./server-process";
import { checkedFetch } from "../support/checked-fetch";

/**
 * A staging host (ALLOW_INDEXING=false) run as the real server: every kind of answer carries the
 * noindex header, whichever part of the server makes it, and robots.txt turns crawlers away. With
 * INTEGRATION_BUILD_DIR set it runs the production build, where `/` and the 404 page are fixed bytes
 * served before the rest of the middleware.
 */

let staging: RunningServer;

const PATHS: [string, number][] = [
  ["/", 200],
  ["/healthz", 200],
  ["/robots.txt", 200],
  ["/no-such-page-anywhere", 404],
  ["/api/strapi/northpeak-website-blogs", 200],
  ["/favicon.svg", 200],
  ["/blogs", 200],
];

beforeAll(async () => {
  staging = await startServer({ ALLOW_INDEXING: "false", DATA_DIR: "data/it-staging" });
  // The development server compiles each route on its first request, which can take longer than a
  // test's time limit on a small machine; the tests below then measure the answers, not the compiler.
  for (const [pathname] of PATHS) await checkedFetch(`${staging.url}${pathname}`);
}, 180_000);

afterAll(async () => {
  await staging?.stop();
});

describe("ALLOW_INDEXING=false", () => {
  it.each(PATHS)("sends X-Robots-Tag: noindex, nofollow on %s (%i)", async (pathname, status) => {
    const response = await checkedFetch(`${staging.url}${pathname}`);
    expect(response.status).toBe(status);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("sends it on a fixed page's 304 too", async () => {
    const etag = (await fetch(`${staging.url}/`)).headers.get("etag");
    if (!etag) return; // the development server renders per request and sends no ETag
    const again = await fetch(`${staging.url}/`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("serves a robots.txt that disallows the whole site", async () => {
    const lines = (await (await fetch(`${staging.url}/robots.txt`)).text()).split("\n");
    expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Disallow: /"]);
    expect(lines).not.toContain("Allow: /");
  });
});
