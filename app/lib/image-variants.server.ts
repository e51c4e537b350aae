/** AVIF and WebP copies of a raster at the widths `Img` offers: at build time and for Strapi's media. */
import sharp from "sharp";
import type { ModernFormat } from "./images";

/** The encoders' settings; the build keys its files on them, so a change remakes every variant. */
export const ENCODER_SETTINGS = {
  avif: { quality: 55, effort: 4 },
  webp: { quality: 76, effort: 4 },
} as const;

/** An AVIF or WebP copy of `source` resized to `width` pixels wide. */
export async function renderVariant(source: Buffer, width: number, format: ModernFormat): Promise<Buffer> {
  // Turned as the photo's orientation tag says: the variants carry no tag, and a browser shows the
  // original turned, so both must look the same.
  const resized = sharp(source).autoOrient().resize({ width, withoutEnlargement: true });
  return format === "avif"
    ? resized.avif(ENCODER_SETTINGS.avif).toBuffer()
    : resized.webp(ENCODER_SETTINGS.webp).toBuffer();
}
