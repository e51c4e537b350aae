import type { RequestHandler } from "express";
import { hasPreviewCookie } from "../app/cms/preview-cookie";
import type { SharedRender } from "./shared-render";
import { makeStaticPage, type StaticPage, type StaticPageSender } from "./static-page";

export type ContentPagesOptions = {
  /** True for the blog and news pages, whose HTML depends only on the path and the content. */
  isContentPage: (pathname: string) => boolean;
  /** Names the content the pages are rendered from now (it changes when a list is refreshed). */
  contentVersion: () => Promise<string>;
  render: (path: string) => Promise<SharedRender>;
  send: StaticPageSender;
  /** How many rendered pages to keep; the least recently used go first. */
  maxPages?: number;
};

type Entry = { version: string; page: StaticPage };

/** Blog and news paths are lower case, with no trailing slash and nothing percent-escaped. */
export function isCanonicalPath(path: string): boolean {
  return path === path.toLowerCase() && !path.includes("%") && (path === "/" || !path.endsWith("/"));
}

/**
 * Blog and news pages rendered once per content version and path, then sent like a prerendered page:
 * the same bytes and ETag to everyone until the content changes. A page whose render must not be
 * shared (the source is down, the item does not exist: `no-store`) is sent as rendered and not kept.
 */
export function contentPages({
  isContentPage,
  contentVersion,
  render,
  send,
  maxPages = 500,
}: ContentPagesOptions): RequestHandler {
  const pages = new Map<string, Entry>();
  const rendering = new Map<string, Promise<SharedRender>>();

  const remember = (path: string, entry: Entry) => {
    pages.delete(path); // re-inserted last: Map order is least recently used first
    pages.set(path, entry);
    if (pages.size > maxPages) {
      const oldest = pages.keys().next().value;
      if (oldest !== undefined) pages.delete(oldest);
    }
  };

  /** One render per version and path at a time, however many visitors ask at once. */
  const renderOnce = (version: string, path: string) => {
    const key = `${version} ${path}`;
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(path).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  return async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isContentPage(req.path)) return next();
    // An editor in preview gets drafts, rendered for them alone.
    if (hasPreviewCookie(req.headers.cookie)) return next();
    // Only a page's own spelling is kept: /BLOGS, /blogs/ or %-escaped variants are rendered per
    // request as before, so nobody can fill the cache (and the CPU) with spellings of one page.
    if (!isCanonicalPath(req.path)) return next();
    try {
      const version = await contentVersion();
      const kept = pages.get(req.path);
      if (kept?.version === version) {
        remember(req.path, kept);
        return send(req, res, kept.page);
      }
      const rendered = await renderOnce(version, req.path);
      const cacheControl = rendered.headers.get("Cache-Control") ?? "";
      if (rendered.status === 200 && /\bpublic\b/.test(cacheControl)) {
        const entry = pages.get(req.path);
        // Unchanged bytes (a refresh that changed nothing): no need to compress them again.
        const page =
          entry && entry.page.identity.toString() === rendered.html
            ? entry.page
            : makeStaticPage(rendered.html, { contentType: "text/html; charset=utf-8", csp: rendered.csp });
        remember(req.path, { version, page });
        return send(req, res, page);
      }
      res.status(rendered.status);
      for (const name of ["Cache-Control", "Retry-After", "Location"]) {
        const value = rendered.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      res.setHeader("Content-Security-Policy", rendered.csp);
      res.type("html").send(rendered.html);
    } catch (error) {
      next(error);
    }
  };
}
