import { GENERATED_BASE } from "./images";

/** An image for link previews (og:image, twitter:image) with the facts its meta tags state. */
export type ShareImage = { url: string; width: number; height: number; type: "image/png" | "image/jpeg" };

/** The size link previews are drawn at (Open Graph's and X's large card). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const pngCard = (url: string): ShareImage => ({ url, ...SHARE_IMAGE_SIZE, type: "image/png" });

/** The default card, public/og-default.png, for pages without one of their own. */
export const DEFAULT_SHARE_IMAGE = pngCard("/og-default.png");

/** The built card's URL for `pagePath`: `/` → `/generated/og/index.png`, `/a/b` → `/generated/og/a/b.png`. */
export function generatedSharePath(pagePath: string): string {
  const trimmed = pagePath.replace(/\/+$/, "");
  return `${GENERATED_BASE}/og${trimmed === "" ? "/index" : trimmed}.png`;
}

export function generatedShareImage(pagePath: string): ShareImage {
  return pngCard(generatedSharePath(pagePath));
}

/** The type of a PNG or JPEG URL (link previews take no other), else null. */
export function shareImageType(url: string): ShareImage["type"] | null {
  const pathname = url.replace(/[?#].*$/, "").toLowerCase();
  if (pathname.endsWith(".png")) return "image/png";
  if (/\.jpe?g$/.test(pathname)) return "image/jpeg";
  return null;
}
