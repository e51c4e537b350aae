/**
 * The editors' preview: a signed cookie, set by GET /api/preview with PREVIEW_SECRET, under which the
 * blog and news pages read drafts from the source on every request, skip every cache, and say so
 * with a banner. Outside it nothing ever reads drafts.
 */
import { env } from "~/env.server";
import { collections } from "./collection-descriptors";
import { nowSeconds, PREVIEW_COOKIE, previewCookieVerifies, signPreview } from "./preview-cookie.server";
import type { ContentView } from "./types";

/** How long a preview lasts before the editor opens it again from the CMS. */
export const PREVIEW_SECONDS = 2 * 60 * 60;

/** "preview" for a browser holding a valid preview cookie (and only while PREVIEW_SECRET is set). */
export function contentViewOf(request: Request): ContentView {
  return previewCookieVerifies(env().PREVIEW_SECRET, request.headers.get("cookie")) ? "preview" : "published";
}

function cookie(value: string, maxAge: number): string {
  const secure = env().PUBLIC_URL.startsWith("https:") ? "; Secure" : "";
  // Lax, not Strict: the editor arrives from the CMS's preview button, a link on another site.
  return `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export function startPreviewCookie(secret: string): string {
  return cookie(signPreview(secret, nowSeconds() + PREVIEW_SECONDS), PREVIEW_SECONDS);
}

export function endPreviewCookie(): string {
  return cookie("", 0);
}

/**
 * Where "Exit preview" goes back to: the page it was clicked on when that is a path of this site,
 * else the blog list. Anything that could leave the site (`//host`, a scheme) is refused.
 */
export function returnPath(raw: string | null): string {
  // Printable ASCII only: a header cannot carry anything else (the page's own paths are encoded).
  if (raw && /^\/(?![/\\])[\x21-\x7e]*$/.test(raw)) return raw;
  return collections.blogs.routes.list;
}

/**
 * Where the preview link sends the editor: the entry's page, under a query of its own so that a
 * copy of the published page the browser may hold (it is cacheable) is not shown instead.
 */
export function previewTarget(href: string): string {
  return `${href}?preview=${nowSeconds()}`;
}
