/**
 * The editors' preview: with its signed cookie, blog and news pages read drafts from the source on
 * every request, bypass caches and show a banner. Nothing else ever reads drafts.
 */
import { createCookie } from "react-router";
import { env } from "~/env.server";
import { articles } from "./collection-descriptors";
import type { ContentView } from "./types.server";

/** How long a preview lasts before the editor must reopen it from the CMS. */
const PREVIEW_SECONDS = 2 * 60 * 60;

/** The preview's clock: seconds, as its signed values count them. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The preview cookie, signed with `secret`; without one it can only be cleared. Only a valid
 * signature changes what is served; any other value is an ordinary visitor's.
 */
function previewCookie(secret?: string) {
  return createCookie("np_preview", {
    path: "/",
    maxAge: PREVIEW_SECONDS,
    httpOnly: true,
    // Lax, not Strict: the editor arrives from the CMS's preview button, a link on another site.
    sameSite: "lax",
    secure: env().PUBLIC_URL.startsWith("https:"),
    secrets: secret ? [secret] : [],
  });
}

/**
 * True when the Cookie header carries an unexpired preview value signed with `secret`. The value is
 * its expiry: Max-Age only asks the browser, and a copied cookie must end on time too.
 */
export async function previewCookieVerifies(secret: string | undefined, cookieHeader?: string | null) {
  if (!secret) return false;
  const expiresAt: unknown = await previewCookie(secret).parse(cookieHeader ?? null);
  return typeof expiresAt === "number" && expiresAt > nowSeconds();
}

/** "preview" for a browser holding a valid preview cookie (and only while PREVIEW_SECRET is set). */
export async function contentViewOf(request: Request): Promise<ContentView> {
  const verified = await previewCookieVerifies(env().PREVIEW_SECRET, request.headers.get("cookie"));
  return verified ? "preview" : "published";
}

export function startPreviewCookie(secret: string): Promise<string> {
  return previewCookie(secret).serialize(nowSeconds() + PREVIEW_SECONDS);
}

export function endPreviewCookie(): Promise<string> {
  return previewCookie().serialize("", { maxAge: 0 });
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
