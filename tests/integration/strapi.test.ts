import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type FakeBlog,
  type FakeStrapi,
  sampleContent,
  sampleEntries,
  startFakeStrapi,
} from "../support/fake-strapi";
import { type RunningServer, startServer } from "../support/server-process";
import { serverAnswers } from "../../app/site/api-answers.server";
import { checkedFetch } from "../support/checked-fetch";

/** CONTENT_SOURCE=strapi end to end against a fake Strapi, cache TTL 0 so changes and failures show at once. */

const BLOGS = "/api/strapi/northpeak-website-blogs";
const NEWS = "/api/strapiNews/northpeak-website-news";
const APOLOGY = "Sorry, we couldn’t load the content right now. Please try again in a moment.";
const METRICS_TOKEN = "it-metrics-token-0123456789abcdef";

const serverEnv = (fakeUrl: string, timeoutMs: string) => ({
  CONTENT_SOURCE: "strapi",
  STRAPI_URL: fakeUrl,
  METRICS_TOKEN,
  REVALIDATE_TOKEN: METRICS_TOKEN,
  STRAPI_TOKEN: "it-token",
  STRAPI_TIMEOUT_MS: timeoutMs,
  CONTENT_CACHE_TTL_SECONDS: "0",
  // A fixed folder, so the embedded database is created once, not per run. The last good lists are
  // kept there under the fake's URL, whose port is new on every run.
  DATA_DIR: "data/it-content-strapi",
});

let fake: FakeStrapi;
let server: RunningServer;

function manyPosts(count: number): FakeBlog[] {
  const base = sampleContent().blogs[0]!;
  return Array.from({ length: count }, (_, i) => ({
    ...base,
    id: i + 1,
    Title: `Post ${i + 1}: reading payer files`,
    Updated: new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10),
    Image: [
      {
        url: `/uploads/p${i + 1}.png`,
        alternativeText: `Art ${i + 1}`,
        medium: `/uploads/medium_p${i + 1}.png`,
        large: `/uploads/large_p${i + 1}.png`,
      },
    ],
  }));
}

beforeAll(async () => {
  fake = await startFakeStrapi({
    version: "v4",
    blogs: manyPosts(30),
    news: sampleContent().news,
    maxPageSize: 25,
    token: "it-token",
  });
  // The source is down from the very first request.
  fake.failNext(1_000_000);
  // A long timeout: a stalled Strapi stays stalled for as long as a test looks at it.
  server = await startServer(serverEnv(fake.url, "15000"));
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

const get = (path: string, init?: RequestInit) =>
  checkedFetch(`${server.url}${path}`, { redirect: "manual", ...init });

describe("strapi source through the real server", () => {
  it("with no good answer yet: apology on the list (200, noindex), 503 JSON, not-found view on a detail", async () => {
    const list = await get("/blogs");
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain(APOLOGY);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(list.headers.get("cache-control")).toBe("no-store");

    const api = await get(BLOGS);
    expect(api.status).toBe(503);
    expect((await api.json()).error).toMatchObject({
      status: 503,
      message: serverAnswers.contentUnavailable,
    });

    // A detail that cannot be read is logged, then shown as not found.
    const detail = await get("/blogs/1/post-1-reading-payer-files");
    expect(detail.status).toBe(503);
    expect(await detail.text()).toContain("No data found.");
    await vi.waitFor(() => expect(server.output()).toMatch(/blogs list unavailable/));
    // The log is written asynchronously, beside the answer: it may arrive just after it.
    await vi.waitFor(() => expect(server.output()).toMatch(/blogs detail unavailable/));

    // Without its posts the sitemap must not be kept by a crawler or a shared cache.
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("cache-control")).toBe("no-store");
    expect(await sitemap.text()).not.toContain("/blogs/1/");
  });

  // Paging, the token, the order, the published shape, sanitising and absolute media are
  // strapi.server.test.ts's and article-pages.server.test.ts's; 304 and the unknown collection's
  // 404 are openapi.test's; a detail URL's other spellings, collection-descriptors.test.ts's.
  it("once Strapi answers, renders the list and detail pages from it, with media on the Strapi origin", async () => {
    fake.failNext(0);
    const list = await (await get("/blogs")).text();
    expect(list).toContain('href="/blogs/30/post-30-reading-payer-files"');
    expect(list).toContain(`${fake.url}/uploads/large_p30.png`);
    const detail = await get("/blogs/30/post-30-reading-payer-files");
    expect(detail.status).toBe(200);
    expect(await detail.text()).toContain("Post 30: reading payer files");
  });

  it("keeps serving the last good list when Strapi fails, then shows new content after recovery", async () => {
    // Only the blog list's requests fail: the news list, refreshed alongside it, takes none of them.
    fake.failNext(4, { path: "/api/northpeak-website-blogs" });
    const logged = server.output().length;
    const asked = fake.state.requests.length;
    // Each read starts a refresh unless one is still running from the test before: read until one has.
    const askedAgain = async (read: string, collection: string) => {
      expect((await get(read)).status).toBe(200);
      return fake.state.requests.slice(asked).some((r) => r.path.endsWith(collection));
    };
    await expect.poll(() => askedAgain(NEWS, "-news")).toBe(true);
    await expect.poll(() => askedAgain(BLOGS, "-blogs")).toBe(true);
    const during = await get(BLOGS);
    expect(during.status).toBe(200);
    expect(((await during.json()) as { data: unknown[] }).data).toHaveLength(30);
    const page = await get("/blogs");
    expect(await page.text()).toContain("Post 30: reading payer files");
    const staleCauses = () =>
      server
        .output()
        .slice(logged)
        .split("\n")
        .filter((line) => line.includes("serving the last good list"))
        .map((line) => JSON.parse(line).err?.message);
    const staleAfterRead = async () => {
      await get(BLOGS);
      return staleCauses().length;
    };
    await expect.poll(staleAfterRead).toBeGreaterThan(0);
    // The cause is named once: no "fetch failed" wrappers, no cause chain repeating it.
    expect(new Set(staleCauses())).toEqual(new Set(["Strapi answered 500 for /api/northpeak-website-blogs"]));
    // The content service tells the metrics of each failed refresh (they listen to it).
    const metrics = await (
      await get("/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    const blogErrors = metrics.match(/^content_refresh_errors_total\{collection="blogs"\} (\d+)$/m)?.[1];
    expect(Number(blogErrors)).toBeGreaterThan(0);

    fake.failNext(0);
    fake.state.options.blogs = [
      ...manyPosts(30),
      { ...manyPosts(31)[30]!, Title: "Fresh after recovery", Updated: "2026-01-01" },
    ];
    const titles = async () =>
      ((await (await get(BLOGS)).json()) as { data: { attributes: { Title: string } }[] }).data.map(
        (d) => d.attributes.Title,
      );
    await expect.poll(titles, { timeout: 30_000 }).toHaveLength(31);
    expect((await titles())[0]).toBe("Fresh after recovery");
  });

  it("Strapi 5: links carry the documentId; an edit that changes the numeric id keeps the URL and guid, and older links answer 301", async () => {
    fake.state.options.version = "v5";
    const listHtml = async () => (await get("/blogs")).text();
    await expect.poll(async () => (await get("/news-list")).text()).toContain('href="/news/doc7"');
    expect(await (await get("/news/doc7")).text()).toContain("<em>seven</em>");
    await expect.poll(listHtml).toContain('href="/blogs/doc30/post-30-reading-payer-files"');
    const current = await get("/blogs/30/post-30-reading-payer-files");
    expect(current.status).toBe(301);
    expect(current.headers.get("location")).toBe("/blogs/doc30/post-30-reading-payer-files");
    const newsMoved = await get("/news/7");
    expect(newsMoved.status).toBe(301);
    expect(newsMoved.headers.get("location")).toBe("/news/doc7");

    // Editing and publishing in Strapi 5: the same document comes back under a new numeric id.
    fake.state.options.blogs = fake.state.options.blogs.map((post) =>
      post.id === 30 ? { ...post, id: 62, documentId: "doc30", Title: "Post 30, revised" } : post,
    );
    await expect.poll(listHtml).toContain('href="/blogs/doc30/post-30-revised"');
    for (const old of ["/blogs/30/post-30-reading-payer-files", "/blogs/62/whatever"]) {
      const moved = await get(old);
      expect(moved.status, old).toBe(301);
      expect(moved.headers.get("location")).toBe("/blogs/doc30/post-30-revised");
    }
    expect((await get("/blogs/doc30/post-30-revised")).status).toBe(200);
    expect((await get("/blogs/31/nothing-had-this-id")).status).toBe(301);
    expect((await get("/blogs/999/nothing-had-this-id")).status).toBe(404);

    const feed = await (await get("/blogs/rss.xml")).text();
    expect(feed.match(/<guid isPermaLink="false">northpeak:blogs:doc30<\/guid>/g)).toHaveLength(1);
    expect(await (await get("/sitemap.xml")).text()).toContain("/blogs/doc30/post-30-revised");
    // The published JSON keeps Strapi's numeric id.
    const api = (await (await get(BLOGS)).json()) as {
      data: { id: number; attributes: { Title: string } }[];
    };
    expect(api.data.find((d) => d.attributes.Title === "Post 30, revised")?.id).toBe(62);
  });

  // The other collections' entries, sitemap entries and preview links: strapi.server.test.ts and
  // collections-journey.test.ts; here, a photo of the team and the lists kept across a restart.
  it("a photo from the media library is copied here, then offered in AVIF and WebP as the site's own images are", async () => {
    const photo = await sharp({
      create: { width: 480, height: 480, channels: 3, background: { r: 29, g: 78, b: 216 } },
    })
      .jpeg()
      .toBuffer();
    fake.state.options.uploads = { "/uploads/mina-rai.jpg": { type: "image/jpeg", body: photo } };
    const entries = sampleEntries();
    const [mina] = entries.team;
    fake.state.options.entries = {
      ...entries,
      team: [{ ...mina!, media: { Photo: { url: "/uploads/mina-rai.jpg", alternativeText: "Mina Rai" } } }],
    };
    // Copied after a read of the source, in the background; the reads after that name the copy.
    const team = () => get("/our-team").then((answer) => answer.text());
    await expect.poll(team, { timeout: 30_000 }).toMatch(/src="\/images\/media\/[0-9a-f]{24}\.jpg"/);
    const page = await team();
    const key = /src="\/images\/media\/([0-9a-f]{24})\.jpg"/.exec(page)![1];
    expect(page).toContain(
      `<source type="image/avif" srcSet="/generated/images/media/${key}-320.avif 320w, /generated/images/media/${key}-480.avif 480w"`,
    );
    expect(page).toContain(`<source type="image/webp" srcSet="/generated/images/media/${key}-320.webp 320w`);
    for (const [file, type] of [
      [`/generated/images/media/${key}-480.avif`, "image/avif"],
      [`/generated/images/media/${key}-320.webp`, "image/webp"],
      [`/images/media/${key}.jpg`, "image/jpeg"],
    ]) {
      const answer = await get(file!);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe(type);
      expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    // What is kept of a copy is not served.
    expect((await get(`/images/media/.${key}.json`)).status).toBe(404);
    expect(fake.state.uploadRequests.filter((file) => file === "/uploads/mina-rai.jpg")).toHaveLength(1);
  });

  it("a Strapi that takes connections and never answers: readers get the last good list at once, one request in flight per collection", async () => {
    const before = fake.state.requests.length;
    fake.hang();
    try {
      const pages = await Promise.all(Array.from({ length: 6 }, () => get("/blogs")));
      for (const page of pages) {
        expect(page.status).toBe(200);
        expect(await page.text()).toContain("Fresh after recovery");
      }
      // Every answer above came while Strapi still held the requests it was sent: nobody waited on it.
      const asked = fake.state.requests.slice(before);
      expect(asked.filter((r) => r.path.endsWith("-blogs"))).toHaveLength(1);
      expect(asked.filter((r) => r.path.endsWith("-news")).length).toBeLessThanOrEqual(1);
      expect(fake.state.held.length).toBe(asked.length);
      expect(fake.state.held.every((res) => !res.socket?.destroyed)).toBe(true);
    } finally {
      fake.release();
    }
  });

  it("restarted while Strapi is down: pages, details and sitemap serve the lists kept in the database", async () => {
    // As a publish webhook would: every list read again, and kept, before the restart.
    const auth = { Authorization: `Bearer ${METRICS_TOKEN}` };
    expect((await get("/api/revalidate", { method: "POST", headers: auth })).status).toBe(200);
    await server.stop();
    fake.hang();
    try {
      server = await startServer({ ...serverEnv(fake.url, "1500"), LOG_LEVEL: "info" });
      // As a load balancer would: traffic once the instance says it is ready (its database open).
      await expect.poll(async () => (await get("/readyz")).status, { timeout: 60_000 }).toBe(200);
      const list = await get("/blogs");
      expect(list.status).toBe(200);
      expect(await list.text()).toContain("Fresh after recovery");
      expect((await get("/blogs/doc30/post-30-revised")).status).toBe(200);
      // The ids the entry had before its edit are remembered in the database, across the restart.
      const old = await get("/blogs/30/post-30-reading-payer-files");
      expect(old.status).toBe(301);
      expect(old.headers.get("location")).toBe("/blogs/doc30/post-30-revised");
      expect(await (await get("/news-list")).text()).toContain('href="/news/doc7"');
      const sitemap = await get("/sitemap.xml");
      expect(sitemap.headers.get("cache-control")).toBe("public, max-age=600");
      const map = await sitemap.text();
      expect(map).toContain("/blogs/doc30/post-30-revised");
      // The opening's lastmod is its posting date: the fake gives it no updatedAt.
      expect(map).toMatch(/careers\/data-engineer<\/loc>\s*<lastmod>2025-06-01/);
      // The other collections' pages are served from their kept lists too.
      expect(await (await get("/careers/data-engineer")).text()).toContain("Data engineer");
      const team = await (await get("/our-team")).text();
      expect(team).toContain("Mina Rai");
      // The photo copied here still shows, with Strapi down.
      expect(team).toMatch(/src="\/images\/media\/[0-9a-f]{24}\.jpg"/);
      expect((await get("/insights/claims-platform")).status).toBe(200);
      expect(await (await get("/video/build-a-query")).text()).toContain("Build a query");
      // The log says the lists come from an earlier run, and how old they are.
      expect(server.output()).toMatch(/"ageSeconds":\d+.*kept from an earlier run/);
    } finally {
      fake.release();
    }
  }, 120_000);
});
