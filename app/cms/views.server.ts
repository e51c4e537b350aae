/** The images of the content pages, made from the CMS's files on the server. */
import { type ShareImage, shareImageType } from "~/lib/share-image";
import type { CmsImage } from "./types";
import type { ImageView } from "./views";

const DEFAULT_SIZE = { width: 1200, height: 675 };
export const CARD_SIZES = "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw";
export const BANNER_SIZES = "(min-width: 1024px) 960px, 100vw";

/**
 * A media URL percent-encoded exactly once, since a space or comma would split it inside srcset. A URL
 * decodeURI rejects (a stray `%`) is dropped from srcset; the img src still names the file.
 */
function srcsetUrl(url: string): string | undefined {
  try {
    return encodeURI(decodeURI(url));
  } catch {
    return undefined;
  }
}

/** Responsive image from a CMS file: srcset from the medium and large formats when they differ. */
export function imageView(image: CmsImage | undefined, fallbackAlt: string, sizes: string): ImageView | null {
  if (!image) return null;
  const width = image.width ?? image.large?.width ?? DEFAULT_SIZE.width;
  const height =
    image.height ?? image.large?.height ?? Math.round((width * DEFAULT_SIZE.height) / DEFAULT_SIZE.width);
  const candidates = [image.medium, image.large, { url: image.url, width }].filter(
    (f): f is { url: string; width: number } => Boolean(f?.url && f.width),
  );
  const unique = [...new Map(candidates.map((c) => [c.url, c])).values()];
  const srcSet = unique.flatMap((c) => {
    const url = srcsetUrl(c.url);
    return url === undefined ? [] : [`${url} ${c.width}w`];
  });
  return {
    src: image.large?.url ?? image.url,
    ...(srcSet.length > 1 ? { srcSet: srcSet.join(", "), sizes } : {}),
    alt: image.alt || fallbackAlt,
    width,
    height,
  };
}

/**
 * An item's own link-preview image: its large format (else the original) when it is a PNG or JPEG of
 * known size; otherwise null, and the page uses its built card.
 */
export function shareImageOf(image: CmsImage | undefined): ShareImage | null {
  if (!image) return null;
  const candidates = [image.large, { url: image.url, width: image.width, height: image.height }];
  for (const file of candidates) {
    const type = file?.url ? shareImageType(file.url) : null;
    if (file?.url && type && file.width && file.height)
      return { url: file.url, width: file.width, height: file.height, type };
  }
  return null;
}
