import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { videoSeries } from "../../app/site/videos";
import { checkedFetch } from "../support/checked-fetch";
import { type RunningServer, repoRoot, startServer } from "../support/server-process";

/**
 * The video series from its own content folder through the real server: a video written to it shows
 * on /media and gets its page after a publish, a draft only in the editors' preview.
 */

const SECRET = "videos-preview-secret-0123456789abcdefghij";
const TOKEN = "videos-revalidate-token-for-the-test";
let dir: string;
let server: RunningServer;

/** A video's file: the series' build-query clip and poster under another slug. */
const videoFile = (front: { id: number; slug: string; title: string; order: number; draft?: boolean }) =>
  [
    "---",
    `id: ${front.id}`,
    `title: "${front.title}"`,
    `slug: "${front.slug}"`,
    ...(front.draft ? ["draft: true"] : []),
    `order: ${front.order}`,
    "minutes: 2",
    'url: "/media/build-query.mp4"',
    'captions: "/media/build-query.vtt"',
    "poster:",
    '  url: "/images/videos/build-query.jpg"',
    "  width: 640",
    "  height: 360",
    "uploadDate: 2026-11-20",
    "---",
    "",
    `What ${front.title} shows.`,
    "",
  ].join("\n");

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "videos-content-"));
  await cp(path.join(repoRoot, "content"), dir, { recursive: true });
  await writeFile(
    path.join(dir, "videos", "draft-walkthrough.md"),
    videoFile({ id: 11, slug: "draft-walkthrough", title: "Draft Walkthrough", order: 110, draft: true }),
  );
  server = await startServer({
    CONTENT_DIR: dir,
    PREVIEW_SECRET: SECRET,
    REVALIDATE_TOKEN: TOKEN,
    DATA_DIR: "data/it-videos-collection",
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const get = (path: string, cookie?: string) =>
  checkedFetch(`${server.url}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const text = async (path: string, cookie?: string) => (await get(path, cookie)).text();
/** The links of the series' list on a page, in order. */
const listLinks = (html: string) =>
  [...html.matchAll(/<a[^>]* href="(\/video\/[^"]+)"/g)].map(([, href]) => href);

describe("the videos collection", () => {
  it("a video written to the folder shows on /media and in every side list after a publish, and gets its page", async () => {
    expect(await text("/media")).toContain("3 Min | 9 Videos");
    await writeFile(
      path.join(dir, "videos", "claims-export.md"),
      videoFile({ id: 10, slug: "claims-export", title: "Claims Export", order: 100 }),
    );
    const publish = await checkedFetch(`${server.url}/api/revalidate`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(publish.status).toBe(200);

    const media = await text("/media");
    expect(media).toContain("3 Min | 10 Videos");
    expect(listLinks(media).at(-1)).toBe("/video/claims-export");
    const page = await get("/video/claims-export");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<h1[^>]*>PRIZM Walkthrough: Claims Export<\/h1>/);
    expect(html).toContain("2 Min | 10 Videos");
    expect(html).toContain("What Claims Export shows.");
    const current = [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map(([tag]) => tag);
    expect(current).toEqual([expect.stringContaining('href="/video/claims-export"')]);
    expect(listLinks(await text("/video/build-query"))).toContain("/video/claims-export");
    expect(await text("/sitemap.xml")).toContain("/video/claims-export</loc>");
    // Its side link without /video finds it too.
    const short = await get("/Claims-Export");
    expect([short.status, short.headers.get("location")]).toEqual([301, "/video/claims-export"]);
  });

  it("a draft is shown only in the editors' preview, on its page and in the lists", async () => {
    expect((await get("/video/draft-walkthrough")).status).toBe(404);
    expect((await get("/draft-walkthrough")).status).toBe(404);
    expect(listLinks(await text("/media"))).not.toContain("/video/draft-walkthrough");

    const link = await get(`/api/preview?secret=${SECRET}&type=video&id=11`);
    expect(link.status).toBe(307);
    expect(link.headers.get("location")).toMatch(/^\/video\/draft-walkthrough\?preview=\d+$/);
    const cookie = (link.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const draft = await get("/video/draft-walkthrough", cookie);
    expect(draft.status).toBe(200);
    expect(draft.headers.get("cache-control")).toBe("private, no-store");
    const html = await draft.text();
    expect(html).toContain("PRIZM Walkthrough: Draft Walkthrough");
    expect(html).toContain("Exit preview");
    expect(listLinks(await text("/media", cookie))).toContain("/video/draft-walkthrough");
  });

  it("an unknown slug is the 404 page; an old /{video} side link still redirects, other unknown URLs do not", async () => {
    for (const path of ["/video/no-such-video", "/no-such-page"]) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      expect(await missing.text(), path).toContain("Oops! The page you are looking for does not exist.");
    }
    // A client-side navigation's request for a video's data gets the data, not a redirect to its page.
    const data = await get("/video/custom-reports.data");
    expect(data.status).toBe(200);
    expect(await data.text()).toContain("Custom Report");
    const old = await get("/mrf-data-overview");
    expect([old.status, old.headers.get("location")]).toEqual([301, "/video/mrf-data-overview"]);
  });

  it("with every video removed, /media still shows the series' text, without a video to watch", async () => {
    await rm(path.join(dir, "videos"), { recursive: true });
    const publish = await checkedFetch(`${server.url}/api/revalidate`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(publish.status).toBe(200);
    const media = await get("/media");
    expect(media.status).toBe(200);
    const html = await media.text();
    expect(html).toContain(videoSeries.tagline);
    // No list, and no Watch Now: no link to a video at all.
    expect(listLinks(html)).toEqual([]);
  });
});
