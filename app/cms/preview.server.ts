/**
 * The editors' preview: with its signed cookie, blog and news pages read drafts from the source on
 * every request, bypass caches and show a banner. Nothing else ever reads drafts.
 */
import { env } from "~/env.server";
import { articles } from "./collection-descriptors";
import { cookieValue, signToken, verifyToken } from "~/lib/signed-token.server";
import type { ContentView } from "./types";

/** Only a valid signature changes what is served; any other value is an ordinary visitor's. */
const PREVIEW_COOKIE = "np_preview";

/** Keeps a preview value from passing for any other value signed with the same secret. */
const PURPOSE = "content-preview";

/** The preview's clock: seconds, as its signed values count them. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A preview value for `secret`, good until `expiresAt` (seconds). */
export function signPreview(secret: string, expiresAt: number): string {
  return signToken(secret, PURPOSE, expiresAt);
}

/** True when the Cookie header carries an unexpired preview value signed with `secret`. */
export function previewCookieVerifies(secret: string | undefined, cookieHeader: string | null | undefined) {
  if (!secret) return false;
  return verifyToken(secret, PURPOSE, cookieValue(cookieHeader, PREVIEW_COOKIE), nowSeconds());
}

/** How long a preview lasts before the editor must reopen it from the CMS. */
const PREVIEW_SECONDS = 2 * 60 * 60;

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
 * Where "Exit preview" returns to: the given path when it is on this site, else the blog list.
 * Anything that could leave the site (`//host`, a scheme) is refused.
 */
export function returnPath(raw: string | null): string {
  // Printable ASCII only, as it goes into a Location header.
  if (raw && /^\/(?![/\\])[\x21-\x7e]*$/.test(raw)) return raw;
  return articles.blogs.routes.list;
}
