import { findVideo } from "../app/site/videos";
import type { LeafRoute } from "../app/http/methods.server";
import type { SharedRender } from "./shared-render";
import { makeStaticPage, type StaticPage } from "./static-page";

/**
 * True for a path that only the catch-all route matches, and that the catch-all does not redirect
 * (the video pages' side links to /{video-name}): every such request gets the same 404 page.
 */
export function unknownPathMatcher(
  leafRoute: (pathname: string) => LeafRoute | undefined,
  /** Files of build/client, which the catch-all route would match too. */
  files: ReadonlySet<string>,
): (pathname: string) => boolean {
  // Paths decode: the fixed-page step passes every one that does not on to refuseBeforeRouter.
  return (pathname) => {
    if (files.has(decodeURIComponent(pathname)) || leafRoute(pathname)?.path !== "/*") return false;
    const single = /^\/([^/]+)\/?$/.exec(pathname)?.[1];
    return !(single && findVideo(decodeURIComponent(single)));
  };
}

/**
 * The 404 page, rendered once at start-up, so unknown URLs (scanners ask for thousands) cost no
 * React render.
 */
export async function renderNotFoundPage(
  render: (path: string) => Promise<SharedRender>,
): Promise<StaticPage> {
  const { status, html, csp } = await render("/__not-found__");
  if (status !== 404) throw new Error(`the 404 page rendered with status ${status}`);
  return makeStaticPage(html, { status, contentType: "text/html; charset=utf-8", csp });
}
