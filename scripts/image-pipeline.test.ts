import { mkdtemp, readFile, rm, stat, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { variantUrl } from "../app/lib/images";
import { buildImages, renderShareCard } from "./image-pipeline";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "images-"));
  await mkdir(path.join(dir, "images", "team"), { recursive: true });
  // The fixture: a small 800 × 450 JPEG photo stand-in, made here rather than committed.
  const photo = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#2f6fde" } })
    .jpeg()
    .toBuffer();
  await writeFile(path.join(dir, "images", "team", "photo.jpg"), photo);
  await writeFile(path.join(dir, "images", "mark.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("renderShareCard", () => {
  it("draws a 1200 × 630 PNG with the text on it", async () => {
    const png = await renderShareCard({
      title: "A title long enough to wrap onto a second line of the card, and even a third one",
      eyebrow: "Blog",
      brand: "Northpeak",
      footer: "Tagline",
    });
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    // Legible text: the title area holds white pixels, not just the navy background.
    const { data } = await sharp(png)
      .extract({ left: 80, top: 220, width: 1040, height: 120 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    let white = 0;
    for (let i = 0; i < data.length; i += 3)
      if (data[i]! > 240 && data[i + 1]! > 240 && data[i + 2]! > 240) white++;
    expect(white).toBeGreaterThan(2000);
  });
});

describe("buildImages", () => {
  const cards = [
    { path: "/our-team", title: "Our Team", eyebrow: "", brand: "Northpeak", footer: "Tagline" },
  ];

  it("makes AVIF and WebP variants at each width of every raster image, and each page's card", async () => {
    const result = await buildImages({ publicDir: dir, cards });
    const src = "/images/team/photo.jpg";
    for (const width of [320, 640, 800]) {
      for (const format of ["avif", "webp"] as const) {
        const file = path.join(dir, variantUrl(src, width, format));
        const meta = await sharp(await readFile(file)).metadata();
        expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((450 * width) / 800));
      }
    }
    expect(result.files.some((f) => f.endsWith(".svg") || f.includes("mark"))).toBe(false);
    const card = await sharp(path.join(dir, "generated/og/our-team.png")).metadata();
    expect([card.format, card.width, card.height]).toEqual(["png", 1200, 630]);
    expect(result.made).toBe(7);
  });

  it("keeps unchanged files, remakes changed ones and removes the unwanted", async () => {
    const card = path.join(dir, "generated/og/our-team.png");
    const before = (await stat(card)).mtimeMs;
    const again = await buildImages({ publicDir: dir, cards });
    expect(again).toMatchObject({ made: 0, kept: 7, removed: 0 });
    expect((await stat(card)).mtimeMs).toBe(before);

    const renamed = await buildImages({ publicDir: dir, cards: [{ ...cards[0]!, path: "/team" }] });
    expect(renamed).toMatchObject({ made: 1, kept: 6, removed: 1 });
    await expect(stat(card)).rejects.toThrow();
  });
});
