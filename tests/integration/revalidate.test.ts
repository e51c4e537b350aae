import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allCollections } from "../../app/cms/collection-descriptors";
import { type FakeStrapi, sampleContent, startFakeStrapi } from "../support/fake-strapi";
import { type RunningServer, startServer } from "../support/server-process";
import { checkedFetch } from "../support/checked-fetch";

/** POST /api/revalidate brings a fake Strapi's change to pages, feeds, sitemap and JSON before the hour's cache. */

const TOKEN = "revalidate-token-for-the-integration-test";
const BLOGS = "/api/strapi/northpeak-website-blogs";
/** A revalidation reads every collection. */
const EVERY_COLLECTION = allCollections.map(({ key }) => key);

let fake: FakeStrapi;
let server: RunningServer;

beforeAll(async () => {
  fake = await startFakeStrapi({ version: "v5", ...sampleContent() });
  server = await startServer({
    CONTENT_SOURCE: "strapi",
    STRAPI_URL: fake.url,
    STRAPI_TIMEOUT_MS: "2000",
    CONTENT_CACHE_TTL_SECONDS: "3600",
    REVALIDATE_TOKEN: TOKEN,
    DATA_DIR: "data/it-revalidate",
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

const get = (path: string) => checkedFetch(`${server.url}${path}`, { redirect: "manual" });
const revalidate = (init: { authorization?: string; body?: string; contentType?: string } = {}) =>
  checkedFetch(`${server.url}/api/revalidate`, {
    method: "POST",
    headers: {
      ...(init.authorization ? { Authorization: init.authorization } : {}),
      ...(init.body !== undefined ? { "Content-Type": init.contentType ?? "application/json" } : {}),
    },
    body: init.body,
  });

/** Strapi 5's webhook body for a published entry. */
const publishEvent = JSON.stringify({
  event: "entry.publish",
  createdAt: "2026-11-24T10:00:00.000Z",
  model: "northpeak-website-blog",
  uid: "api::northpeak-website-blog.northpeak-website-blog",
  entry: { id: 99, documentId: "published1", Title: "Published this minute" },
});

describe("POST /api/revalidate", () => {
  it("refuses callers without the token, other methods and bodies that are not JSON", async () => {
    expect((await revalidate()).status).toBe(401);
    expect((await revalidate({ authorization: "Bearer not-the-token" })).status).toBe(401);
    expect((await revalidate({ authorization: `Basic ${TOKEN}` })).status).toBe(401);
    const viaGet = await get("/api/revalidate");
    expect(viaGet.status).toBe(405);
    expect(viaGet.headers.get("allow")).toBe("POST");
    const garbled = await revalidate({
      authorization: `Bearer ${TOKEN}`,
      body: "{not json",
      contentType: "text/plain",
    });
    expect(garbled.status).toBe(400);
    expect((await garbled.json()).message).toBe("The body must be empty or JSON (a CMS webhook).");
  });

  it("brings a publish to every page, feed and endpoint at once, though the cache would keep the old lists an hour", async () => {
    const list = async () => (await get("/blogs")).text();
    expect(await list()).toContain("Strapi post number 10");
    fake.state.options.blogs = [
      ...sampleContent().blogs,
      {
        ...sampleContent().blogs[0]!,
        id: 99,
        documentId: "published1",
        Title: "Published this minute",
        Updated: "2026-11-24",
      },
    ];
    const asked = fake.state.requests.length;
    expect(await list()).not.toContain("Published this minute");
    expect(fake.state.requests.length).toBe(asked);

    const answer = await revalidate({ authorization: `Bearer ${TOKEN}`, body: publishEvent });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toMatchObject({ refreshed: EVERY_COLLECTION, failed: [] });

    expect(await list()).toContain('href="/blogs/published1/published-this-minute"');
    expect((await get("/blogs/published1/published-this-minute")).status).toBe(200);
    expect(await (await get("/blogs/rss.xml")).text()).toContain("Published this minute");
    expect(await (await get("/sitemap.xml")).text()).toContain("/blogs/published1/published-this-minute");
    const api = (await (await get(BLOGS)).json()) as { data: { attributes: { Title: string } }[] };
    expect(api.data[0]?.attributes.Title).toBe("Published this minute");
    expect(server.output()).not.toContain(TOKEN);
  });

  it("says so when Strapi does not answer, and keeps serving the last good content", async () => {
    fake.failNext(100);
    try {
      const answer = await revalidate({ authorization: `Bearer ${TOKEN}` });
      expect(answer.status).toBe(502);
      expect(await answer.json()).toMatchObject({ refreshed: [], failed: EVERY_COLLECTION });
      expect(await (await get("/blogs")).text()).toContain("Published this minute");
    } finally {
      fake.failNext(0);
    }
  });
});
