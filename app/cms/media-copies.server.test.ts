import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MODERN_FORMATS, variantUrl, variantWidths } from "~/lib/images";
import { MEDIA_COPIES_PATH, mediaCopies } from "./media-copies.server";
import type { CmsImage } from "./types";

let server: Server;
let origin: string;
let dir: string;
const asked: string[] = [];

beforeAll(async () => {
  const photo = await sharp({
    create: { width: 700, height: 400, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const files: Record<string, { type: string; body: Buffer | string }> = {
    "/uploads/photo.jpg": { type: "image/jpeg", body: photo },
    "/uploads/page.png": { type: "text/html; charset=utf-8", body: "<p>not an image</p>" },
  };
  server = createServer((req, res) => {
    asked.push(req.url ?? "");
    const file = files[req.url ?? ""];
    res.writeHead(file ? 200 : 404, { "Content-Type": file?.type ?? "text/plain" });
    res.end(file?.body ?? "Not Found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = path.join(await mkdtemp(path.join(tmpdir(), "northpeak-media-")), "media");
});

afterAll(async () => {
  server.close();
  await rm(path.dirname(dir), { recursive: true, force: true });
});

const item = (...urls: string[]) => ({
  title: "An item",
  images: urls.map((url): CmsImage => ({ url, alt: "Alt text", width: 10, height: 10 })),
});

describe("copies of the content source's images", () => {
  it("shows an image from its origin until its copy is made, then names the copy with its AVIF and WebP variants", async () => {
    const logger = { warn: vi.fn() };
    const copies = mediaCopies(dir, logger);
    const url = `${origin}/uploads/photo.jpg`;
    const copied = vi.fn();
    const first = await copies.localize([item(url)], copied);
    expect(first[0]!.images[0]!.url).toBe(url);
    await vi.waitFor(() => expect(copied).toHaveBeenCalledOnce(), { timeout: 30_000 });

    const [local] = await copies.localize([item(url)], copied);
    const image = local!.images[0]!;
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

  it("names a copy made before a restart without fetching it again", async () => {
    const copies = mediaCopies(dir, { warn: vi.fn() });
    const before = asked.length;
    const [local] = await copies.localize([item(`${origin}/uploads/photo.jpg`)], vi.fn());
    expect(local!.images[0]!.url.startsWith(`${MEDIA_COPIES_PATH}/`)).toBe(true);
    expect(asked.length).toBe(before);
  });

  it("keeps showing from its origin a file that is not a JPEG or PNG, or not there, and asks for it once", async () => {
    const logger = { warn: vi.fn() };
    const copies = mediaCopies(dir, logger);
    const urls = [`${origin}/uploads/page.png`, `${origin}/uploads/missing.png`];
    await copies.localize([item(...urls)], vi.fn());
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledTimes(2));
    expect(logger.warn.mock.calls.map(([fields]) => String(fields.err))).toEqual([
      "Error: not a JPEG or PNG image (text/html)",
      "Error: the media origin answered 404",
    ]);
    const before = asked.length;
    const [again] = await copies.localize([item(...urls)], vi.fn());
    expect(again!.images.map((image) => image.url)).toEqual(urls);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.length).toBe(before);
  });

  it("leaves the site's own images as they are", async () => {
    const copies = mediaCopies(dir, { warn: vi.fn() });
    const own = item("/images/team/no-photo.svg");
    expect(await copies.localize([own], vi.fn())).toEqual([own]);
  });
});
