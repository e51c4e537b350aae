import { mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serverDataDir } from "../../tests/support/server-data-dir";

// The content service on local files of this test's own, with its own embedded database for the
// slugs the site has shown.
serverDataDir("item-pages");
let contentDir = "";
const before = {
  CONTENT_DIR: process.env.CONTENT_DIR,
  CONTENT_CACHE_TTL_SECONDS: process.env.CONTENT_CACHE_TTL_SECONDS,
};

const video = (id: number, slug: string) =>
  `---\nid: ${id}\ntitle: Video ${id}\nslug: ${slug}\norder: ${id}\nminutes: 3\nurl: /media/v.mp4\ncaptions: /media/v.vtt\nposter:\n  url: /images/videos/v.jpg\n  width: 640\n  height: 360\nuploadDate: 2025-03-10\n---\nWhat it shows.\n`;
const file = (name: string) => path.join(contentDir, "videos", `${name}.md`);

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(tmpdir(), "item-pages-"));
  await mkdir(path.join(contentDir, "videos"));
  await writeFile(file("a"), video(1, "Overview"));
  await writeFile(file("b"), video(2, "reports"));
  process.env.CONTENT_DIR = contentDir;
  process.env.CONTENT_CACHE_TTL_SECONDS = "3600";
});
afterAll(async () => {
  await rm(contentDir, { recursive: true, force: true });
  // Assigning undefined would store the text "undefined", which later files would read.
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** What a page's loader gets for a URL: the item's title, or the status and Location it answers. */
async function pageAt(url: string) {
  const { itemOfPage } = await import("./served-collections.server");
  const slug = url.split("/").pop() ?? "";
  try {
    const page = new URL(url, "http://site.test");
    const request = new Request(new URL(`${page.pathname}.data`, page));
    const { item } = await itemOfPage("videos", { request, url: page, params: { slug } });
    return { title: item.title };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("Location") };
    // What `data(body, init)` makes: React Router answers with its status and renders the body.
    if (thrown instanceof Object && "init" in thrown && "data" in thrown) {
      const { init, data } = thrown;
      return { status: init instanceof Object && "status" in init ? init.status : undefined, data };
    }
    throw thrown;
  }
}

/** Waits until the site has written down the slug it showed (done beside the read, not awaited). */
async function remembered(slug: string) {
  const { formerNames } = await import("./content-service.server");
  await vi.waitFor(async () => expect(await formerNames.keyOfSlug("videos", slug)).toBeDefined(), {
    timeout: 10_000,
  });
}

describe("an item page's URL", () => {
  it("finds its item at its own spelling, and sends other spellings there", async () => {
    expect(await pageAt("/video/Overview")).toEqual({ title: "Video 1" });
    expect(await pageAt("/video/overview")).toEqual({ status: 301, location: "/video/Overview" });
    expect(await pageAt("/video/never-was")).toMatchObject({ status: 404 });
  });

  it("redirects a slug its item had before, and answers 410 with a way on for a removed item", async () => {
    const { refreshContent } = await import("./content-service.server");
    const { missingItemStandIn } = await import("./served-collections.server");
    await remembered("reports");
    await writeFile(file("b"), video(2, "standard-reports"));
    await rename(file("a"), path.join(contentDir, "a.removed"));
    await refreshContent();

    expect(await pageAt("/video/reports")).toEqual({ status: 301, location: "/video/standard-reports" });
    expect(await pageAt("/video/Overview")).toEqual({
      status: 410,
      data: {
        page: expect.objectContaining({ heading: "This page has been removed", robots: "noindex, nofollow" }),
        text: expect.any(String),
        link: { label: expect.any(String), href: "/media" },
      },
    });
    // Neither is folded into the one not-found page that stands for every unknown slug.
    expect(await missingItemStandIn("video", "/video/reports")).toBeUndefined();
    expect(await missingItemStandIn("video", "/video/Overview")).toBeUndefined();
    expect(await missingItemStandIn("video", "/video/never-was")).toBe("/video/-");
  }, 60_000);
});
