import { createHash } from "node:crypto";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { escapeXml } from "../app/lib/html";
import { ENCODER_SETTINGS, renderVariant } from "../app/lib/image-variants.server";
import { GENERATED_BASE, isLocalRaster, MODERN_FORMATS, variantUrl, variantWidths } from "../app/lib/images";
import { generatedSharePath, SHARE_IMAGE_SIZE } from "../app/lib/share-image";
import { writeAtomically } from "../app/lib/write-atomically.server";

/**
 * The build's images (scripts/build-images.ts): AVIF and WebP variants of public/images and a
 * link-preview card per page, into public/generated; a manifest skips files whose inputs are unchanged.
 */

/** Bump to remake every file when the card's template changes. */
const PIPELINE_VERSION = "1";

/** DejaVu comes from Debian's fonts-dejavu-core, installed in the Dockerfile's build stage. */
const FONT = "DejaVu Sans,Liberation Sans,Arial";
const COLOURS = {
  navy: "#0b2545",
  navy800: "#12305a",
  brand700: "#17449a",
  accent: "#f6b43c",
  white: "#ffffff",
};

export type ShareCard = {
  /** Page path, which names the file (share-image.ts generatedSharePath). */
  path: string;
  title: string;
  /** Small line above the title, e.g. "Blog" or the section; empty for none. */
  eyebrow: string;
  /** The brand name at the top. */
  brand: string;
  /** Bottom line, e.g. the tagline. */
  footer: string;
};

/** One block of text as a transparent PNG, wrapped by Pango to `width` pixels. */
async function textBlock(
  text: string,
  options: { size: number; bold?: boolean; colour: string; width: number },
) {
  const markup = `<span foreground="${options.colour}">${escapeXml(text)}</span>`;
  const image = sharp({
    text: {
      text: markup,
      font: `${FONT} ${options.bold ? "Bold " : ""}${options.size}`,
      width: options.width,
      dpi: 72,
      rgba: true,
      wrap: "word",
      spacing: Math.round(options.size * 0.18),
    },
  });
  const input = await image.png().toBuffer();
  const { width = 0, height = 0 } = await sharp(input).metadata();
  if (width === 0 || height === 0) throw new Error(`no font rendered "${text}": install fonts-dejavu-core`);
  return { input, width, height };
}

/** The title at the largest size (64 → 40 px) that fits the card in at most three lines. */
async function fittedTitle(title: string, width: number, maxHeight: number) {
  for (const size of [64, 56, 48, 40]) {
    const block = await textBlock(title, { size, bold: true, colour: COLOURS.white, width });
    if (block.height <= maxHeight || size === 40) return block;
  }
  throw new Error("unreachable");
}

/** A link-preview card: 1200 × 630 PNG, brand mark and name, eyebrow, title, footer line. */
export async function renderShareCard(card: Omit<ShareCard, "path">): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE_SIZE;
  const margin = 80;
  const textWidth = width - 2 * margin;
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${COLOURS.navy}"/>
  <path d="M0 630v-70l180-100 120 60 160-110 140 80 170-120 150 90 130-60 150 80v150z" fill="${COLOURS.navy800}"/>
  <path d="M0 630v-30l200-60 150 30 180-70 160 50 190-60 140 40 180-30v130z" fill="${COLOURS.brand700}"/>
  <path d="M80 110 120 36l23 37 18-23 31 60z" fill="${COLOURS.accent}"/>
  <path d="m120 36 23 37-10 13z" fill="${COLOURS.navy}" opacity=".3"/>
</svg>`,
  );
  const brandName = await textBlock(card.brand, { size: 40, bold: true, colour: COLOURS.white, width: 600 });
  const eyebrow = card.eyebrow
    ? await textBlock(card.eyebrow.toUpperCase(), {
        size: 26,
        bold: true,
        colour: COLOURS.accent,
        width: textWidth,
      })
    : null;
  const footer = await textBlock(card.footer, { size: 24, colour: "#cbd5e1", width: textWidth });
  const titleTop = 220;
  const footerTop = height - margin - footer.height - 20;
  const title = await fittedTitle(card.title, textWidth, footerTop - titleTop - 24);
  return sharp(background)
    .composite([
      { input: brandName.input, left: 210, top: 110 - brandName.height + 4 },
      ...(eyebrow ? [{ input: eyebrow.input, left: margin, top: titleTop - eyebrow.height - 18 }] : []),
      { input: title.input, left: margin, top: titleTop },
      { input: footer.input, left: margin, top: footerTop },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

type Job = { file: string; key: string; make: () => Promise<Buffer> };

const hash = (...parts: (string | Buffer)[]) => {
  const h = createHash("sha256").update(PIPELINE_VERSION);
  for (const part of parts) h.update(part).update("\0");
  return h.digest("hex").slice(0, 20);
};

/** Every raster file under `publicDir/images`, as root-relative URLs (`/images/...`). */
async function rasterImages(publicDir: string): Promise<string[]> {
  const entries = await readdir(path.join(publicDir, "images"), { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => `/${path.relative(publicDir, path.join(e.parentPath, e.name)).split(path.sep).join("/")}`)
    .filter(isLocalRaster)
    .sort();
}

/** Runs `run` over `items`, at most `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await run(items[next++]!);
  });
  await Promise.all(workers);
}

export type BuildImagesResult = { made: number; kept: number; removed: number; files: string[] };

/**
 * Makes the image variants and one card per entry of `cards` under `publicDir/generated`, keeping
 * unchanged files and removing ones no longer wanted.
 */
export async function buildImages(options: {
  publicDir: string;
  cards: readonly ShareCard[];
}): Promise<BuildImagesResult> {
  const { publicDir, cards } = options;
  const outDir = path.join(publicDir, GENERATED_BASE);
  const manifestFile = path.join(outDir, "manifest.json");
  const previous: Record<string, string> = await readFile(manifestFile, "utf8")
    .then((text) => JSON.parse(text) as Record<string, string>)
    .catch(() => ({}));

  const jobs: Job[] = [];
  for (const src of await rasterImages(publicDir)) {
    const source = await readFile(path.join(publicDir, src));
    const { width } = await sharp(source).metadata();
    if (!width) continue;
    for (const w of variantWidths(width)) {
      for (const { format } of MODERN_FORMATS) {
        const settings = JSON.stringify(ENCODER_SETTINGS[format]);
        jobs.push({
          file: variantUrl(src, w, format),
          key: hash(source, String(w), format, settings),
          make: () => renderVariant(source, w, format),
        });
      }
    }
  }
  for (const { path: pagePath, ...card } of cards) {
    jobs.push({
      file: generatedSharePath(pagePath),
      key: hash("card", JSON.stringify(card)),
      make: () => renderShareCard(card),
    });
  }

  const manifest: Record<string, string> = {};
  let made = 0;
  let kept = 0;
  const present = (file: string) =>
    stat(file).then(
      () => true,
      () => false,
    );
  await pool(jobs, 2, async (job) => {
    const target = path.join(publicDir, decodeURI(job.file));
    manifest[job.file] = job.key;
    if (previous[job.file] === job.key && (await present(target))) {
      kept++;
      return;
    }
    await writeAtomically(target, await job.make());
    made++;
  });

  let removed = 0;
  for (const file of Object.keys(previous)) {
    if (manifest[file]) continue;
    await rm(path.join(publicDir, decodeURI(file)), { force: true });
    removed++;
  }
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  await writeAtomically(manifestFile, `${JSON.stringify(sorted, null, 2)}\n`);
  return { made, kept, removed, files: Object.keys(sorted) };
}
