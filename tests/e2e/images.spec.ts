import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./api-answers";
import sharp from "sharp";

/** The origin the test server was started with (playwright.config.ts sets PUBLIC_URL). */
const origin = `http://localhost:${process.env.E2E_PORT ?? 4173}`;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

function metaContent(html: string, property: string): string | undefined {
  const head = html.slice(0, html.indexOf("</head>"));
  return new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(head)?.[1]?.replace(/&amp;/g, "&");
}

/** Fetches a page's og:image as a link preview would and checks it is a 1200 × 630 PNG or JPEG. */
async function expectShareImage(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const url = metaContent(html, "og:image");
  expect(url, `og:image of ${path}`).toMatch(new RegExp(`^${origin}/`));
  expect(html).toContain(`<meta name="twitter:image" content="${url}"/>`);
  expect(metaContent(html, "og:image:width")).toBe("1200");
  expect(metaContent(html, "og:image:height")).toBe("630");
  const response = await request.get(url!.slice(origin.length));
  expect(response.status(), url).toBe(200);
  const bytes = await response.body();
  const isPng = bytes.subarray(0, 8).equals(PNG_SIGNATURE);
  const isJpeg = bytes.subarray(0, 3).equals(JPEG_SIGNATURE);
  expect(isPng || isJpeg, `${url} is a PNG or JPEG`).toBe(true);
  expect(response.headers()["content-type"]).toBe(isPng ? "image/png" : "image/jpeg");
  expect(metaContent(html, "og:image:type")).toBe(isPng ? "image/png" : "image/jpeg");
  if (isPng) {
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  }
  const meta = await sharp(bytes).metadata();
  expect([meta.width, meta.height]).toEqual([1200, 630]);
}

test.describe("link-preview images", () => {
  test("the home page, /our-team and a blog post have a fetchable 1200 × 630 og:image", async ({
    request,
  }) => {
    const blogs = await (await request.get("/blogs")).text();
    const post = /href="(\/blogs\/\d+\/[^"]+)"/.exec(blogs)?.[1];
    expect(post, "a blog post on /blogs").toBeTruthy();
    for (const path of ["/", "/our-team", post!]) await expectShareImage(request, path);
  });

  test("a video page and a news item get their own card too", async ({ request }) => {
    const news = await (await request.get("/news-list")).text();
    const item = /href="(\/news\/\d+)"/.exec(news)?.[1];
    expect(item).toBeTruthy();
    for (const path of ["/video/build-query", item!]) await expectShareImage(request, path);
  });
});

test.describe("responsive raster images", () => {
  test("/media offers its video thumbnails as AVIF and WebP that the browser fetches", async ({
    page,
    request,
  }) => {
    await page.goto("/media");
    const picture = page.locator("picture").first();
    const avif = await picture.locator('source[type="image/avif"]').getAttribute("srcset");
    const webp = await picture.locator('source[type="image/webp"]').getAttribute("srcset");
    const fallback = picture.locator("img");
    await expect(fallback).toHaveAttribute("src", /\.jpg$/);
    await expect(fallback).toHaveAttribute("width", "640");
    await expect(fallback).toHaveAttribute("height", "360");

    for (const [srcset, type] of [
      [avif, "image/avif"],
      [webp, "image/webp"],
    ] as const) {
      const urls = (srcset ?? "").split(",").map((candidate) => candidate.trim().split(" ")[0]!);
      expect(urls.length, `${type} candidates`).toBeGreaterThanOrEqual(2);
      for (const url of urls) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()["content-type"], url).toBe(type);
      }
    }

    // Chromium decodes AVIF: the image it shows is one of the AVIF variants, fully loaded.
    await expect
      .poll(() => fallback.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const current = await fallback.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(current).toMatch(/\/generated\/images\/videos\/[^/]+-\d+\.avif$/);
  });
});
