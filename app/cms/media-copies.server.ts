/**
 * Copies of the content source's images under DATA_DIR/media, offered as AVIF and WebP at several widths
 * as the site's own images are (the Img component's <picture>). An image is fetched once after a read of
 * the source, never for a visitor's request; until its copy is made it is shown from the media origin.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { readCappedBytes } from "~/http/capped-body.server";
import { writeAtomically } from "~/lib/write-atomically.server";
import { MODERN_FORMATS, variantUrl, variantWidths } from "~/lib/images";
import { redactUrl } from "~/lib/logger-redact.server";
import { z } from "zod";
import type { CmsImage } from "./types.server";

/** Where the copies are served: under /images, so their variants are at /generated/images/media. */
export const MEDIA_COPIES_PATH = "/images/media";
export const MEDIA_VARIANTS_PATH = `/generated${MEDIA_COPIES_PATH}`;

/** A path the copies' files are served at (whether or not such a file is there). */
export const isMediaCopyPath = (pathname: string) =>
  pathname.startsWith(`${MEDIA_COPIES_PATH}/`) || pathname.startsWith(`${MEDIA_VARIANTS_PATH}/`);

/** An editor's photo is a few MB; anything far larger is not an image for a web page. */
const MAX_BYTES = 20 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;
const FETCH_TIMEOUT_MS = 30_000;

/** What is kept of a copy once all its files are written: the last file written. */
const copyRecordSchema = z.object({
  file: z.string().startsWith(`${MEDIA_COPIES_PATH}/`),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const keyOf = (url: string) => createHash("sha256").update(url).digest("hex").slice(0, 24);

export function mediaCopies(dir: string, logger: { warn: (fields: object, message: string) => void }) {
  /** URLs that could not be copied: tried again only after a restart, so a bad file is not fetched on every read. */
  const refused = new Set<string>();
  const queued = new Set<string>();
  /** Who is told once copies are made: the readers whose items named them. */
  const waiting = new Set<() => unknown>();
  let making = false;

  // A dotfile, which the static files beside it do not serve.
  const recordFile = (url: string) => path.join(dir, `.${keyOf(url)}.json`);

  async function recordOf(url: string) {
    // A record that is not there or not whole is no copy: it is made again.
    try {
      return copyRecordSchema.parse(JSON.parse(await readFile(recordFile(url), "utf8")));
    } catch {
      return undefined;
    }
  }

  async function copy(url: string): Promise<void> {
    // A redirect could lead anywhere: the media origin is where the editors' files are.
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "error" });
    const type = response.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
    const refusal = !response.ok
      ? `the media origin answered ${response.status}`
      : type === "image/jpeg" || type === "image/png"
        ? undefined
        : `not a JPEG or PNG image (${type || "no type"})`;
    if (refusal) {
      await response.body?.cancel();
      throw new Error(refusal);
    }
    const source = await readCappedBytes(response, MAX_BYTES);
    if (!source) {
      // Refused by its declared length, the download is still open (past the cap it is already cancelled).
      await response.body?.cancel();
      throw new Error(`larger than ${MAX_BYTES / 1024 / 1024} MB`);
    }
    // Loaded with the first copy: a site on local content never loads the image library.
    const [{ default: sharp }, { renderVariant }] = await Promise.all([
      import("sharp"),
      import("~/lib/image-variants.server"),
    ]);
    // The bytes decide, not the header; the size is as shown, after the photo's own orientation.
    const { format, autoOrient } = await sharp(source, { limitInputPixels: MAX_PIXELS }).metadata();
    const extension = format === "jpeg" ? "jpg" : format === "png" ? "png" : undefined;
    if (!extension) throw new Error(`not a JPEG or PNG image (${format} labelled ${type})`);
    const { width, height } = autoOrient;
    const key = keyOf(url);
    const file = `${MEDIA_COPIES_PATH}/${key}.${extension}`;
    await mkdir(dir, { recursive: true, mode: 0o700 });
    try {
      await writeAtomically(path.join(dir, path.basename(file)), source, 0o600);
      for (const w of variantWidths(width))
        for (const { format } of MODERN_FORMATS)
          await writeAtomically(
            path.join(dir, path.basename(variantUrl(file, w, format))),
            await renderVariant(source, w, format),
            0o600,
          );
    } catch (error) {
      // Half a copy is no copy: its files go, and the image stays at the media origin.
      for (const name of await readdir(dir))
        if (name.startsWith(key)) await rm(path.join(dir, name), { force: true });
      throw error;
    }
    await writeAtomically(recordFile(url), JSON.stringify({ file, width, height }), 0o600);
  }

  /** Copies the queued URLs one at a time (the encoding is CPU work), then tells the waiting readers. */
  async function makeQueued(): Promise<void> {
    if (making) return;
    making = true;
    let made = 0;
    // Each URL leaves the queue once tried, so a read meanwhile does not queue it again.
    for (const url of queued) {
      try {
        await copy(url);
        made++;
      } catch (error) {
        refused.add(url);
        logger.warn(
          { url: redactUrl(url), err: error },
          "content image not copied; it is shown from the media origin",
        );
      }
      queued.delete(url);
    }
    making = false;
    const readers = [...waiting];
    waiting.clear();
    if (made > 0) for (const read of readers) read();
  }

  return {
    /**
     * The items with each image that has a copy named by it (with the copy's size); the others are
     * queued to be copied, and `copied` is called once some are, to read the items again.
     */
    async localize<T extends { images: CmsImage[] }>(items: T[], copied: () => unknown): Promise<T[]> {
      const localized = await Promise.all(
        items.map(async (item) => ({
          ...item,
          images: await Promise.all(
            item.images.map(async (image) => {
              if (!/^https?:\/\//i.test(image.url)) return image;
              const record = await recordOf(image.url);
              if (record)
                return { url: record.file, alt: image.alt, width: record.width, height: record.height };
              if (!refused.has(image.url)) {
                queued.add(image.url);
                // Told at once: a copy under way may take this URL before this read ends.
                waiting.add(copied);
              }
              return image;
            }),
          ),
        })),
      );
      if (queued.size > 0) void makeQueued();
      return localized;
    },
  };
}
