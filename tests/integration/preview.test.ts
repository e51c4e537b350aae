import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeStrapi, sampleContent, startFakeStrapi } from "../support/fake-strapi";
import { type RunningServer, startServer } from "../support/server-process";
import { checkedFetch } from "../support/checked-fetch";

/** The preview through the real server and a fake Strapi draft: cookie, banner only under it, exit clears it. */

const SECRET = "preview-secret-for-the-integration-test-0123";
const DRAFT_TITLE = "A draft about payer files";
const DRAFT_PATH = "/blogs/draftdoc1/a-draft-about-payer-files";

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
    DATA_DIR: "data/it-preview",
    LOG_LEVEL: "info",
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

const get = (path: string, cookie?: string) =>
  checkedFetch(`${server.url}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const previewLink = (query: string) => get(`/api/preview?${query}`);

let cookie = "";

describe("the editors' preview", () => {
  it("refuses a wrong secret, a bad type, a missing id and an id nothing has", async () => {
    const wrong = await previewLink("secret=not-the-secret&type=blog&id=draftdoc1");
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("set-cookie")).toBeNull();
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
    expect(setCookie).toMatch(/^np_preview=\d+\.[\w-]{43}; Path=\/; Max-Age=7200; HttpOnly; SameSite=Lax$/);
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
    expect(fake.state.requests.some((r) => r.query.includes("status=draft"))).toBe(true);

    const list = await (await get("/blogs", cookie)).text();
    expect(list).toContain(DRAFT_TITLE);
    // The secret never reaches the log.
    expect(server.output()).not.toContain(SECRET);
  });

  it("never shows the draft outside the preview: not on pages, feeds, the sitemap or the JSON", async () => {
    const visitor = await get(DRAFT_PATH);
    expect(visitor.status).toBe(404);
    expect(await (await get("/blogs")).text()).not.toContain(DRAFT_TITLE);
    // Feeds, sitemap and JSON are public documents: not even the preview cookie puts a draft there.
    for (const path of ["/blogs/rss.xml", "/sitemap.xml", "/api/strapi/northpeak-website-blogs"]) {
      expect(await (await get(path, cookie)).text(), path).not.toContain("draftdoc1");
      expect(await (await get(path, cookie)).text(), path).not.toContain(DRAFT_TITLE);
    }
    // A cookie the server did not sign is no preview.
    const forged = await get(DRAFT_PATH, `np_preview=9999999999.${"A".repeat(43)}`);
    expect(forged.status).toBe(404);
  });

  it("answers a junk, forged or expired preview cookie from the page cache, as a visitor without one", async () => {
    const junk = [
      "np_preview=1",
      `np_preview=9999999999.${"A".repeat(43)}`,
      `np_preview=${Math.floor(Date.now() / 1000) - 10}.${"B".repeat(43)}`,
      `np_preview=${"x".repeat(3000)}`,
      `theme=dark; np_preview=junk; other=1`,
    ];
    for (const path of ["/blogs", "/blogs/doc1/strapi-post-number-1-payer-files-you", "/news-list"]) {
      const plain = await get(path);
      expect(plain.status, path).toBe(200);
      const body = await plain.text();
      const etag = plain.headers.get("etag");
      expect(etag, path).toMatch(/^"/);
      expect(plain.headers.get("cache-control"), path).toMatch(/^public/);
      for (const bad of junk) {
        const answer = await get(path, bad);
        expect(answer.status, `${path} ${bad}`).toBe(200);
        expect(answer.headers.get("etag"), `${path} ${bad}`).toBe(etag);
        expect(answer.headers.get("cache-control"), `${path} ${bad}`).toBe(
          plain.headers.get("cache-control"),
        );
        expect(await answer.text(), `${path} ${bad}`).toBe(body);
      }
    }
    // The preview's own cookie still gets drafts, rendered for the editor alone.
    const editor = await get("/blogs", cookie);
    expect(editor.headers.get("etag")).toBeNull();
    expect(editor.headers.get("cache-control")).toBe("private, no-store");
    expect(await editor.text()).toContain(DRAFT_TITLE);
  });

  it("exits: clears the cookie and goes back to the page, or to the blog list for a path off the site", async () => {
    const exit = await get(`/api/preview/exit?path=${encodeURIComponent(DRAFT_PATH)}`, cookie);
    expect(exit.status).toBe(303);
    expect(exit.headers.get("location")).toBe(DRAFT_PATH);
    expect(exit.headers.get("set-cookie")).toMatch(
      /^np_preview=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/,
    );
    for (const away of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "/€", "/a\u0000b"]) {
      const off = await get(`/api/preview/exit?path=${encodeURIComponent(away)}`);
      expect(off.headers.get("location"), away).toBe("/blogs");
    }
  });
});
