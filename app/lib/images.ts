/** A missing image falls back to this placeholder. */
export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/** URL of the files scripts/build-images.ts makes (public/generated, gitignored). */
export const GENERATED_BASE = "/generated";

/** The modern formats every local raster image is also offered in, best first. */
export const MODERN_FORMATS = [
  { format: "avif", type: "image/avif" },
  { format: "webp", type: "image/webp" },
] as const;
export type ModernFormat = (typeof MODERN_FORMATS)[number]["format"];

/** Widths a raster image is made in, each at most its own width (which is always made too). */
export const RESPONSIVE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** A photo or banner under public/images that the build makes AVIF and WebP variants of. */
export function isLocalRaster(src: string | null | undefined): src is string {
  return typeof src === "string" && /^\/images\/[^?#]+\.(jpe?g|png)$/i.test(src);
}

/** The variant widths of an image `width` pixels wide: the standard widths below it, then its own. */
export function variantWidths(width: number): number[] {
  return [...RESPONSIVE_WIDTHS.filter((w) => w < width), width];
}

/** `/images/videos/a.jpg` at 640 in AVIF: `/generated/images/videos/a-640.avif`. */
export function variantUrl(src: string, width: number, format: ModernFormat): string {
  return `${GENERATED_BASE}${src.replace(/\.[^./]+$/, "")}-${width}.${format}`;
}

/** srcset of one format of a local raster image whose intrinsic width is `width`. */
export function variantSrcSet(src: string, width: number, format: ModernFormat): string {
  return variantWidths(width)
    .map((w) => `${encodeURI(variantUrl(src, w, format))} ${w}w`)
    .join(", ");
}
