import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, fillPattern } from "../../app/cms/collection-descriptors";
import { slugify } from "../../app/lib/slug";
import {
  freePort,
  launchServer,
  pgliteTemplate,
  type RunningServer,
  repoRoot,
} from "../support/server-process";
import { createRealStrapi, type RealStrapi, strapiProjectDir } from "./strapi-process";

/** The site against a real Strapi 5 (scripts/strapi/prepare.sh); changes arrive only by the revalidate webhook. */

const BLOGS = "/api/strapi/northpeak-website-blogs";
const NEWS = "/api/strapiNews/northpeak-website-news";
const REVALIDATE_TOKEN = "revalidate-token-for-the-real-strapi-journeys";
const PREVIEW_SECRET = "preview-secret-for-the-real-strapi-journeys";

type Doc = { id: number; documentId: string; Title: string };
type ApiList = { data: { id: number; attributes: Record<string, unknown> }[] };
type ApiImage = { url: string };

let strapi: RealStrapi;
let site: RunningServer;
let sitePort: number;
let siteDataDir: string;
let serviceDataDir: string;
let strapiDataDir: string;
let blogs: Doc[];
let news: Doc[];

const siteEnv = () => ({
  CONTENT_SOURCE: "strapi",
  STRAPI_URL: strapi.url,
  STRAPI_TOKEN: strapi.readToken,
  STRAPI_TIMEOUT_MS: "5000",
  CONTENT_CACHE_TTL_SECONDS: "3600",
  REVALIDATE_TOKEN,
  PREVIEW_SECRET,
  DATA_DIR: siteDataDir,
  LOG_LEVEL: "info",
});

/** The site on its fixed port, which Strapi's webhook calls. */
async function startSite(): Promise<RunningServer> {
  const started = await launchServer(siteEnv(), undefined, sitePort);
  try {
    await started.ready({ timeoutMs: 90_000 });
  } catch (error) {
    // A site that never became ready still holds the fixed port: stop it before the next start.
    await started.stop();
    throw error;
  }
  return started;
}

/** The logs of site processes already stopped. */
const siteLogs: string[] = [];

async function stopSite(): Promise<void> {
  if (!site || site.child.exitCode !== null) return;
  siteLogs.push(site.output());
  await site.stop();
}

/** Every published document of a collection, straight from Strapi, in Strapi's order (by id). */
async function strapiList(collection: string): Promise<Doc[]> {
  const all: Doc[] = [];
  for (let page = 1; page < 20; page++) {
    const response = await fetch(
      `${strapi.url}/api/${collection}?pagination[page]=${page}&pagination[pageSize]=10&sort=id`,
      { headers: { Authorization: `Bearer ${strapi.readToken}` } },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Doc[]; meta: { pagination: { pageCount: number } } };
    all.push(...body.data);
    if (page >= body.meta.pagination.pageCount) break;
  }
  return all;
}

const get = (p: string, init?: RequestInit) => fetch(`${site.url}${p}`, { redirect: "manual", ...init });
const text = async (p: string) => (await get(p)).text();
const blog = (title: string) => blogs.find((d) => d.Title === title)!;
const blogHref = (d: Doc) => `/blogs/${d.documentId}/${slugify(d.Title)}`;
const revalidate = () =>
  fetch(`${site.url}/api/revalidate`, {
    method: "POST",
    headers: { Authorization: `Bearer ${REVALIDATE_TOKEN}` },
  });

beforeAll(async () => {
  strapiDataDir = mkdtempSync(path.join(tmpdir(), "northpeak-strapi-data-"));
  siteDataDir = mkdtempSync(path.join(tmpdir(), "northpeak-site-data-"));
  serviceDataDir = mkdtempSync(path.join(tmpdir(), "northpeak-service-data-"));
  sitePort = await freePort();
  strapi = createRealStrapi({
    projectDir: strapiProjectDir(),
    dataDir: strapiDataDir,
    port: await freePort(),
    webhook: { url: `http://127.0.0.1:${sitePort}/api/revalidate`, token: REVALIDATE_TOKEN },
  });
  const ms = await strapi.start();
  console.log(`real Strapi started and seeded in ${(ms / 1000).toFixed(1)} s`);
  blogs = await strapiList("northpeak-website-blogs");
  news = await strapiList("northpeak-website-news");
  site = await startSite();
  // The development server compiles each route on its first request: done here, not in a test's time.
  if (!process.env.INTEGRATION_BUILD_DIR)
    for (const p of [
      "/blogs",
      "/news-list",
      blogHref(blogs[0]!),
      `/news/${news[0]!.documentId}`,
      "/blogs/rss.xml",
    ])
      await get(p);
});

afterAll(async () => {
  await stopSite();
  await strapi?.stop();
  // Both logs for whoever reads a failure (test-results is not committed).
  const logs = path.join(repoRoot, "test-results", "strapi-real");
  mkdirSync(logs, { recursive: true });
  writeFileSync(path.join(logs, "site.log"), siteLogs.join("\n--- restarted ---\n"));
  if (strapi) writeFileSync(path.join(logs, "strapi.log"), strapi.output());
  for (const dir of [strapiDataDir, siteDataDir, serviceDataDir])
    if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the site on a real Strapi 5", () => {
  it("Strapi serves the seed in pages of at most 10, and the read-only token cannot write", async () => {
    expect(blogs).toHaveLength(30);
    expect(news).toHaveLength(7);
    expect(news.map((d) => d.Title)).not.toContain("Seed news draft");
    const write = await fetch(`${strapi.url}/api/northpeak-website-blogs/${blogs[0]!.documentId}`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${strapi.readToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ data: { Title: "Not allowed" } }),
    });
    expect(write.status).toBe(403);
  });

  // The order of the lists, sanitising, Markdown, empty fields and the feeds' and sitemap's documentIds
  // are the adapter's: app/cms/strapi.server.test.ts and tests/integration/strapi.test.ts, on a stand-in.
  it("reads every post over several Strapi pages, and no draft, into the JSON endpoints", async () => {
    const api = (await (await get(BLOGS)).json()) as ApiList;
    expect(api.data.map((d) => d.attributes.Title).sort()).toEqual(blogs.map((d) => d.Title).sort());
    // Page 3 of 10 was asked for: the site followed meta.pagination past Strapi's maxLimit.
    expect(strapi.output()).toMatch(/northpeak-website-blogs\?[^ ]*pagination(%5B|\[)page(%5D|\])=3/);
    const newsApi = (await (await get(NEWS)).json()) as ApiList;
    expect(newsApi.data).toHaveLength(7);
    expect(JSON.stringify(newsApi)).not.toContain("Seed news draft");
  });

  // How an upload and its formats are read, and the CSP that allows Strapi's origin: the adapter's and
  // server/security.test.ts's.
  it("images are Strapi's uploads, which the site copies and offers in AVIF and WebP", async () => {
    // Copied after the site read the collection; until then shown from Strapi.
    const copyOf = async () => {
      const api = (await (await get(BLOGS)).json()) as ApiList;
      const [shown] = api.data.find((d) => d.attributes.Title === "Seed post 30")!.attributes
        .Image as ApiImage[];
      return shown!.url;
    };
    await expect.poll(copyOf, { timeout: 60_000 }).toMatch(/^\/images\/media\/[0-9a-f]{24}\.png$/);
    const copy = await copyOf();
    const variant = copy.replace(/^\/images/, "/generated/images").replace(/\.png$/, "-320.avif");
    const answer = await get(variant);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/avif");
  });

  it("an edit published through Strapi's REST reaches the site by webhook; the old numeric link answers 301", async () => {
    const before = blog("Seed post 29");
    const response = await fetch(`${strapi.url}/api/northpeak-website-blogs/${before.documentId}`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${strapi.writeToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ data: { Title: "Seed post 29, revised" } }),
    });
    expect(response.status).toBe(200);
    const after = ((await response.json()) as { data: Doc }).data;
    expect(after.documentId).toBe(before.documentId);
    // Strapi 5 publishes the edit as a new row: a new numeric id (ADR 012).
    expect(after.id).not.toBe(before.id);

    // The site caches for an hour: only Strapi's webhook to /api/revalidate can show this now.
    const href = blogHref(after);
    await expect.poll(() => text("/blogs"), { timeout: 20_000 }).toContain(`href="${href}"`);
    expect(site.output()).toMatch(/entry\.(publish|update)/);
    expect((await get(href)).status).toBe(200);
    for (const old of [`/blogs/${before.id}/${slugify(before.Title)}`, blogHref(before)]) {
      const moved = await get(old);
      expect(moved.status, old).toBe(301);
      expect(moved.headers.get("location")).toBe(href);
    }

    const manual = await revalidate();
    expect(manual.status).toBe(200);
    expect(await manual.json()).toMatchObject({
      refreshed: ["blogs", "news", "careers", "team", "case-studies", "videos"],
      failed: [],
    });
    blogs = await strapiList("northpeak-website-blogs");
  });

  // Strapi stopped, and the site restarted meanwhile: tests/integration/strapi.test.ts and
  // preview.test.ts, on a stand-in that fails as asked.
  it("a news item deleted in Strapi leaves the site by webhook", async () => {
    const gone = news.find((d) => d.Title === "Seed news 4")!;
    expect((await get(`/news/${gone.documentId}`)).status).toBe(200);
    const deleted = await fetch(`${strapi.url}/api/northpeak-website-news/${gone.documentId}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${strapi.writeToken}` },
    });
    expect(deleted.status).toBe(204);
    await expect
      .poll(async () => ((await (await get(NEWS)).json()) as ApiList).data.length, { timeout: 20_000 })
      .toBe(6);
    expect(await text("/news-list")).not.toContain(`/news/${gone.documentId}"`);
    expect((await get(`/news/${gone.documentId}`)).status).toBe(404);
  });

  describe.each([
    ["careers", "Title"],
    ["team", "Name"],
    ["case-studies", "Title"],
    ["videos", "Title"],
  ] as const)("%s", (kind, nameAttribute) => {
    it("an editor adds an item, changes it, previews a draft of it and removes it; the site follows by webhook", async () => {
      const { apiName, entryType, itemRoute } = collections[kind];
      const service = await contentService();
      const write = (method: string, url: string, data?: Record<string, unknown>) =>
        fetch(`${strapi.url}/api/${apiName}${url}`, {
          method,
          headers: { Authorization: `Bearer ${strapi.writeToken}`, "Content-Type": "application/json" },
          body: data && JSON.stringify({ data }),
        });
      const seeded = (
        (await (await write("GET", "?populate=*")).json()) as { data: Record<string, unknown>[] }
      ).data[0]!;
      const names = (slug: string, name: string) => ({
        [nameAttribute]: name,
        ...("Slug" in seeded ? { Slug: slug } : {}),
      });
      // The site's page of the item, for the collections whose items have one (and a sitemap entry).
      const pageOf = (slug: string) => (itemRoute ? fillPattern(itemRoute.path, { slug }) : undefined);
      const sitemapHas = async (slug: string) => {
        const page = pageOf(slug);
        if (page)
          await expect.poll(() => text("/sitemap.xml"), { timeout: 20_000 }).toContain(`${page}</loc>`);
      };
      const titles = async (view: "published" | "preview") => {
        await service.refreshContent();
        return (await service.readItems(kind, view)).map((item) => [item.key, item.title]);
      };
      const preview = async (documentId: string) => {
        const answer = await get(`/api/preview?secret=${PREVIEW_SECRET}&type=${entryType}&id=${documentId}`);
        // The preview's target carries a cache-busting query.
        return [answer.status, answer.headers.get("location")?.split("?")[0]];
      };

      // Added and published.
      const added = await write("POST", "?status=published", {
        ...copyOfEntry(seeded),
        ...names(`journey-${kind}`, `Journey ${kind}`),
      });
      expect(added.status).toBe(201);
      const { documentId } = ((await added.json()) as { data: Doc }).data;
      await sitemapHas(`journey-${kind}`);
      expect(await titles("published")).toContainEqual([documentId, `Journey ${kind}`]);

      // Changed and published: same documentId, the new name and slug.
      const changed = await write(
        "PUT",
        `/${documentId}`,
        names(`journey-${kind}-changed`, `Journey ${kind}, changed`),
      );
      expect(changed.status).toBe(200);
      await sitemapHas(`journey-${kind}-changed`);
      if (pageOf(`journey-${kind}`))
        expect(await text("/sitemap.xml")).not.toContain(`${pageOf(`journey-${kind}`)}<`);
      expect(await titles("published")).toContainEqual([documentId, `Journey ${kind}, changed`]);

      // A draft of a further change: only the editors' preview shows it.
      const draft = await write("PUT", `/${documentId}?status=draft`, {
        [nameAttribute]: `Journey ${kind}, draft`,
      });
      expect(draft.status).toBe(200);
      expect(await titles("preview")).toContainEqual([documentId, `Journey ${kind}, draft`]);
      expect(await titles("published")).toContainEqual([documentId, `Journey ${kind}, changed`]);
      expect(await preview(documentId)).toEqual([307, pageOf(`journey-${kind}-changed`) ?? "/our-team"]);

      // Removed: gone from the lists, the sitemap and the preview.
      expect((await write("DELETE", `/${documentId}`)).status).toBe(204);
      const page = pageOf(`journey-${kind}-changed`);
      if (page) await expect.poll(() => text("/sitemap.xml"), { timeout: 20_000 }).not.toContain(`${page}<`);
      expect((await titles("published")).map(([key]) => key)).not.toContain(documentId);
      expect((await titles("preview")).map(([key]) => key)).not.toContain(documentId);
      expect(await preview(documentId)).toEqual([404, undefined]);
      expect(site.output()).not.toMatch(/skipped a content item/);
    });
  });
});

/** A seeded entry's attributes as a new entry's data: media by id, Strapi's own fields left out. */
function copyOfEntry(entry: Record<string, unknown>): Record<string, unknown> {
  const own = new Set([
    "id",
    "documentId",
    "createdAt",
    "updatedAt",
    "publishedAt",
    "locale",
    "localizations",
  ]);
  const media = (value: unknown) =>
    typeof value === "object" && value !== null && "mime" in value && "id" in value ? value.id : value;
  return Object.fromEntries(
    Object.entries(entry)
      .filter(([name]) => !own.has(name))
      .map(([name, value]) => [name, media(value)]),
  );
}

/**
 * The site's content service in this process, on the same Strapi: what every page of a collection
 * reads. Configured on first use, after the site started, so the site's environment stays its own.
 */
let service: typeof import("../../app/cms/content-service.server") | undefined;
async function contentService() {
  if (service) return service;
  Object.assign(process.env, {
    ...siteEnv(),
    DATA_DIR: serviceDataDir,
    PGLITE_TEMPLATE_DIR: pgliteTemplate,
    LOG_LEVEL: "warn",
  });
  service = await import("../../app/cms/content-service.server");
  return service;
}
