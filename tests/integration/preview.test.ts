import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allCollections } from "../../app/cms/collection-descriptors";
import { type FakeStrapi, sampleContent, startFakeStrapi } from "../support/fake-strapi";
import { type RunningServer, startServer } from "../support/server-process";
import { checkedFetch } from "../support/checked-fetch";

/**
 * The editors' tools through the real server on a fake Strapi 5, whose lists the cache keeps an hour:
 * the preview of a draft (cookie, banner only under it, exit clears it), and POST /api/revalidate,
 * which brings a change to pages, feeds, sitemap and JSON before the hour is out.
 */

const SECRET = "preview-secret-for-the-integration-test-0123";
const TOKEN = "revalidate-token-for-the-integration-test";
const DRAFT_TITLE = "A draft about payer files";
const DRAFT_PATH = "/blogs/draftdoc1/a-draft-about-payer-files";
const BLOGS = "/api/strapi/northpeak-website-blogs";
/** A revalidation reads every collection. */
const EVERY_COLLECTION = allCollections.map(({ key }) => key);

let fake: FakeStrapi;
let server: RunningServer;

beforeAll(async () => {
  const draft = { ...sampleContent().blogs[0]!, id: 501, documentId: "draftdoc1", Title: DRAFT_TITLE };
  fake = await startFakeStrapi({ version: "v5", ...sampleContent(), draftBlogs: [draft] });
  server = await startServer({
    CONTENT_SOURCE: "strapi",
    STRAPI_URL: fake.url,
    STRAPI_TIMEOUT_MS: "2000",
    CONTENT_CACHE_TTL_SECONDS: "3600",
    PREVIEW_SECRET: SECRET,
    REVALIDATE_TOKEN: TOKEN,
    DATA_DIR: "data/it-preview",
    // The wrong secret and token below are counted in DATA_DIR, which runs share: a rerun within the
    // quarter hour must not find them over the limit (app/http/bearer-gate.test.ts's).
    RATE_LIMIT_TOKEN_FAILURES: "1000",
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

const get = (path: string, cookie?: string) =>
  checkedFetch(`${server.url}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const previewLink = (query: string) => get(`/api/preview?${query}`);
/** POST /api/revalidate with the right token, as Strapi's webhook sends it. */
const revalidate = (body?: string) =>
  checkedFetch(`${server.url}/api/revalidate`, {
    method: "POST",
    headers: { Authorization: `Bearer ${TOKEN}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body,
  });

let cookie = "";

describe("the editors' preview", () => {
  // A wrong secret's 401: tests/hostile/staff-guards.test.ts, beside the limit on guessing it.
  it("refuses a bad type, a missing id and an id nothing has", async () => {
    expect((await previewLink(`secret=${SECRET}&type=page&id=draftdoc1`)).status).toBe(400);
    expect((await previewLink(`secret=${SECRET}&type=blog`)).status).toBe(400);
    const unknown = await previewLink(`secret=${SECRET}&type=blog&id=nosuchdoc`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toContain("nosuchdoc");
  });

  it("sets a signed cookie and sends the editor to the draft, shown with the banner, never stored", async () => {
    const link = await previewLink(`secret=${SECRET}&type=blog&id=draftdoc1`);
    expect(link.status).toBe(307);
    expect(link.headers.get("location")).toMatch(new RegExp(`^${DRAFT_PATH}\\?preview=\\d+$`));
    const setCookie = link.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^np_preview=[\w%]+\.[\w%]+; Max-Age=7200; Path=\/; HttpOnly; SameSite=Lax$/);
    cookie = setCookie.split(";")[0]!;

    const page = await get(link.headers.get("location") ?? "", cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(page.headers.get("etag")).toBeNull();
    const html = await page.text();
    expect(html).toContain(DRAFT_TITLE);
    expect(html).toContain("Exit preview");
    expect(html).toContain(`href="/api/preview/exit?path=${encodeURIComponent(DRAFT_PATH)}"`);

    const list = await (await get("/blogs", cookie)).text();
    expect(list).toContain(DRAFT_TITLE);
  });

  // Which cookies verify: app/cms/preview.server.test.ts; that any other is served the shared page
  // from the page cache: server/content-pages.test.ts.
  it("never shows the draft outside the preview: not on pages, feeds, the sitemap or the JSON", async () => {
    const visitor = await get(DRAFT_PATH);
    expect(visitor.status).toBe(404);
    expect(await (await get("/blogs")).text()).not.toContain(DRAFT_TITLE);
    // Feeds, sitemap and JSON are public documents: not even the preview cookie puts a draft there.
    for (const path of ["/blogs/rss.xml", "/sitemap.xml", BLOGS]) {
      const body = await (await get(path, cookie)).text();
      expect(body, path).not.toContain("draftdoc1");
      expect(body, path).not.toContain(DRAFT_TITLE);
    }
  });

  it("exits: clears the cookie and goes back to the page, or to the blog list for a path off the site", async () => {
    const exit = await get(`/api/preview/exit?path=${encodeURIComponent(DRAFT_PATH)}`, cookie);
    expect(exit.status).toBe(303);
    expect(exit.headers.get("location")).toBe(DRAFT_PATH);
    expect(exit.headers.get("set-cookie")).toMatch(
      /^np_preview=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    for (const away of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "/€", "/a\u0000b"]) {
      const off = await get(`/api/preview/exit?path=${encodeURIComponent(away)}`);
      expect(off.headers.get("location"), away).toBe("/blogs");
    }
  });
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
  // Which tokens pass: app/http/bearer-gate.test.ts, and through the server
  // tests/hostile/staff-guards.test.ts; which bodies: app/http/webhook-body.test.ts.
  it("refuses other methods", async () => {
    const viaGet = await get("/api/revalidate");
    expect(viaGet.status).toBe(405);
    expect(viaGet.headers.get("allow")).toBe("POST");
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

    const answer = await revalidate(publishEvent);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toMatchObject({ refreshed: EVERY_COLLECTION, failed: [] });

    expect(await list()).toContain('href="/blogs/published1/published-this-minute"');
    expect((await get("/blogs/published1/published-this-minute")).status).toBe(200);
    expect(await (await get("/blogs/rss.xml")).text()).toContain("Published this minute");
    expect(await (await get("/sitemap.xml")).text()).toContain("/blogs/published1/published-this-minute");
    const api = (await (await get(BLOGS)).json()) as { data: { attributes: { Title: string } }[] };
    expect(api.data[0]?.attributes.Title).toBe("Published this minute");
  });

  it("says so when Strapi does not answer, and keeps serving the last good content", async () => {
    fake.failNext(100);
    try {
      const answer = await revalidate();
      expect(answer.status).toBe(502);
      expect(await answer.json()).toMatchObject({ refreshed: [], failed: EVERY_COLLECTION });
      expect(await (await get("/blogs")).text()).toContain("Published this minute");
      // Drafts are never kept, so the preview has nothing to show; its answer is still never indexed.
      const preview = await get("/our-team", cookie);
      const headers = ["x-robots-tag", "cache-control", "retry-after"].map((name) =>
        preview.headers.get(name),
      );
      expect([preview.status, ...headers]).toEqual([503, "noindex", "private, no-store", "60"]);
    } finally {
      fake.failNext(0);
    }
  });
});
