import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MODERN_FORMATS, variantUrl, variantWidths } from "~/lib/images";
import { serveForTest, type TestServer } from "../../tests/support/test-server";
import { MEDIA_COPIES_PATH, mediaCopies } from "./media-copies.server";
import type { CmsImage } from "./types.server";

let server: TestServer;
let origin: string;
let dir: string;
const asked: string[] = [];

beforeAll(async () => {
  const photo = await sharp({
    create: { width: 700, height: 400, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  // 42 megapixels by its header, in a few bytes: a file small to send and too large to decode. Made
  // from a pixel's PNG whose IHDR is given that size (and its checksum), not by encoding the pixels.
  const huge = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  huge.writeUInt32BE(6500, 16);
  huge.writeUInt32BE(6500, 20);
  huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
  // A phone's photo: 400 × 200 pixels, tagged to be shown turned a quarter, 200 wide and 400 high.
  const turned = await sharp({
    create: { width: 400, height: 200, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
    .gif()
    .toBuffer();
  const files: Record<string, { type: string; body: Buffer | string }> = {
    "/uploads/photo.jpg": { type: "image/jpeg", body: photo },
    "/uploads/turned.jpg": { type: "image/jpeg", body: turned },
    "/uploads/animation.png": { type: "image/png", body: gif },
    // Its header whole, its pixels cut short: it is found out only when the variants are made.
    "/uploads/cut.jpg": { type: "image/jpeg", body: photo.subarray(0, Math.floor(photo.length / 2)) },
    "/uploads/page.png": { type: "text/html; charset=utf-8", body: "<p>not an image</p>" },
    "/uploads/huge.png": { type: "image/png", body: huge },
  };
  server = await serveForTest((req, res) => {
    asked.push(req.url ?? "");
    if (req.url === "/uploads/endless.jpg") {
      // No length announced, and more bytes than any photo: the copy stops reading at 20 MB.
      res.writeHead(200, { "Content-Type": "image/jpeg" });
      const chunk = Buffer.alloc(1024 * 1024);
      const more = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once("drain", more);
      };
      res.on("close", () => res.removeAllListeners("drain"));
      more();
      return;
    }
    if (req.url === "/uploads/announced-huge.jpg") {
      // A length over the cap announced, and the bytes never sent: refused without waiting for them.
      res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": String(21 * 1024 * 1024) });
      res.write(Buffer.alloc(1024));
      return;
    }
    if (req.url === "/uploads/moved.jpg") {
      res.writeHead(302, { Location: "/uploads/photo.jpg" });
      res.end();
      return;
    }
    const file = files[req.url ?? ""];
    res.writeHead(file ? 200 : 404, { "Content-Type": file?.type ?? "text/plain" });
    res.end(file?.body ?? "Not Found");
  });
  origin = server.url;
  dir = path.join(await mkdtemp(path.join(tmpdir(), "northpeak-media-")), "media");
});

afterAll(async () => {
  await server.close();
  await rm(path.dirname(dir), { recursive: true, force: true });
});

const item = (...urls: string[]) => ({
  title: "An item",
  images: urls.map((url): CmsImage => ({ url, alt: "Alt text", width: 10, height: 10 })),
});

/** An item's image read until its copy is made (its origin named meanwhile), then read again. */
async function copyOf(url: string, logger = { warn: vi.fn() }) {
  const copies = mediaCopies(dir, logger);
  const copied = vi.fn();
  const [shown] = await copies.localize([item(url)], copied);
  expect(shown!.images[0]!.url).toBe(url);
  await vi.waitFor(() => expect(copied).toHaveBeenCalledOnce(), { timeout: 30_000 });
  const [local] = await copies.localize([item(url)], vi.fn());
  return local!.images[0]!;
}

describe("copies of the content source's images", () => {
  it("shows an image from its origin until its copy is made, then names the copy with its AVIF and WebP variants", async () => {
    const logger = { warn: vi.fn() };
    const image = await copyOf(`${origin}/uploads/photo.jpg`, logger);
    expect(image).toEqual({
      url: expect.stringMatching(new RegExp(`^${MEDIA_COPIES_PATH}/[0-9a-f]{24}\\.jpg$`)),
      alt: "Alt text",
      width: 700,
      height: 400,
    });
    const names = await readdir(dir);
    expect(names).toContain(path.basename(image.url));
    // The names the Img component asks for (lib/images), at every width up to the image's own.
    for (const width of variantWidths(700))
      for (const { format } of MODERN_FORMATS)
        expect(names).toContain(path.basename(variantUrl(image.url, width, format)));
    // DATA_DIR is the server user's alone.
    for (const name of names) expect((await stat(path.join(dir, name))).mode & 0o077).toBe(0);
    expect(logger.warn).not.toHaveBeenCalled();
  }, 60_000);

  it("gives a photo's size as it is shown, and its variants turned the same way", async () => {
    const image = await copyOf(`${origin}/uploads/turned.jpg`);
    expect([image.width, image.height]).toEqual([200, 400]);
    const variant = path.join(dir, path.basename(variantUrl(image.url, 200, "webp")));
    const { width, height } = await sharp(variant).metadata();
    expect([width, height]).toEqual([200, 400]);
  }, 60_000);

  it("names a copy made before a restart without fetching it again", async () => {
    const copies = mediaCopies(dir, { warn: vi.fn() });
    const before = asked.length;
    const [local] = await copies.localize([item(`${origin}/uploads/photo.jpg`)], vi.fn());
    expect(local!.images[0]!.url.startsWith(`${MEDIA_COPIES_PATH}/`)).toBe(true);
    expect(asked.length).toBe(before);
  });

  it("keeps showing from its origin a file that is not a JPEG or PNG, not there, too long, too large, redirected or broken, and asks for it once", async () => {
    const logger = { warn: vi.fn() };
    const copies = mediaCopies(dir, logger);
    const urls = [
      "page.png",
      "missing.png",
      "endless.jpg",
      "announced-huge.jpg",
      "huge.png",
      "animation.png",
      "moved.jpg",
      "cut.jpg",
    ].map((name) => `${origin}/uploads/${name}`);
    const kept = await readdir(dir);
    await copies.localize([item(...urls)], vi.fn());
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledTimes(urls.length), { timeout: 30_000 });
    // Sorted: the order the copies are tried in depends on which read of a record ends first.
    expect(logger.warn.mock.calls.map(([fields]) => String(fields.err)).sort()).toEqual([
      "Error: Input image exceeds pixel limit",
      "Error: VipsJpeg: premature end of JPEG image",
      "Error: larger than 20 MB",
      "Error: larger than 20 MB",
      "Error: not a JPEG or PNG image (gif labelled image/png)",
      "Error: not a JPEG or PNG image (text/html)",
      "Error: the media origin answered 404",
      "TypeError: fetch failed",
    ]);
    // Nothing is kept of a file refused, even one refused after its first files were written.
    expect(await readdir(dir)).toEqual(kept);
    const before = asked.length;
    const [again] = await copies.localize([item(...urls)], vi.fn());
    expect(again!.images.map((image) => image.url)).toEqual(urls);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.length).toBe(before);
  });

  it("makes a copy again whose record is damaged, and reads the collection meanwhile", async () => {
    const url = `${origin}/uploads/photo.jpg`;
    const [named] = await mediaCopies(dir, { warn: vi.fn() }).localize([item(url)], vi.fn());
    const key = path.basename(named!.images[0]!.url, ".jpg");
    await writeFile(path.join(dir, `.${key}.json`), '{"file": "/images/media/');
    expect((await copyOf(url)).url).toBe(named!.images[0]!.url);
  }, 60_000);

  it("leaves the site's own images as they are", async () => {
    const copies = mediaCopies(dir, { warn: vi.fn() });
    const own = item("/images/team/no-photo.svg");
    expect(await copies.localize([own], vi.fn())).toEqual([own]);
  });
});
