import type { RequestHandler } from "express";
import type { SharedRender } from "./shared-render";
import { makeStaticPage, STATIC_PAGE_CACHE, type StaticPage, type StaticPageSender } from "./static-page";

/**
 * What a path is to the cache: a blog or news page (HTML, kept only under its canonical spelling
 * and sent with the cache policy of every page that is the same for everyone), or a resource made
 * from the same content at one exact path (a JSON endpoint, a feed), sent with its route's own
 * type and Cache-Control. Anything else is left to the next handler.
 */
export type ContentKind = "page" | "resource" | undefined;

export type ContentPagesOptions = {
  /** Blog and news pages and the resources made from the same content; their bytes depend only on it. */
  kindOf: (pathname: string) => ContentKind;
  /** Names the content the pages are rendered from now (it changes when a list is refreshed). */
  contentVersion: () => Promise<string>;
  render: (path: string) => Promise<SharedRender>;
  send: StaticPageSender;
  /**
   * True for a request that carries a preview cookie whose signature verifies: only such a request
   * is rendered for itself. Any other cookie of that name (junk, forged, expired) is answered from
   * the cache, so it cannot turn cheap answers into renders.
   */
  inPreview: (cookieHeader: string | undefined) => boolean;
  /**
   * For a detail page whose item does not exist, the path of the one page that stands for every such
   * URL of its collection: its 404 is rendered once per content version, so unknown ids cost what
   * the site's 404 costs. Undefined for any other path.
   */
  missingItemPage?: (pathname: string) => Promise<string | undefined>;
  /** How many rendered pages to keep; the least recently used go first. */
  maxPages?: number;
};

type Entry = { version: string; page: StaticPage };

/** Blog and news paths are lower case, with no trailing slash and nothing percent-escaped. */
export function isCanonicalPath(path: string): boolean {
  return path === path.toLowerCase() && !path.includes("%") && (path === "/" || !path.endsWith("/"));
}

/** Characters a canonical blog or news path made of ASCII ids and slugs is made of. */
const CANONICAL_CHARACTERS = /^[a-z0-9/._~-]*$/;

/**
 * The canonical spelling of another spelling of a page (`/BLOGS/`, `/news/%31`): segments decoded,
 * the collection's own segment in lower case, no trailing slashes. Ids and slugs keep their case,
 * since the page names them. Undefined when the result is not a canonical path the cache keeps (an
 * escaped slash, a dot segment, an id with capitals, a slug beyond ASCII): such a path is left to
 * the router, whose own redirects and 404s answer it.
 */
export function canonicalSpelling(path: string): string | undefined {
  const segments = path.split("/").map((segment) => decodeURIComponent(segment));
  if (segments.some((segment) => segment.includes("/") || segment === "." || segment === ".."))
    return undefined;
  const [root = "", collection = "", ...rest] = segments;
  let canonical = [root, collection.toLowerCase(), ...rest].join("/");
  while (canonical.length > 1 && canonical.endsWith("/")) canonical = canonical.slice(0, -1);
  return canonical !== path && isCanonicalPath(canonical) && CANONICAL_CHARACTERS.test(canonical)
    ? canonical
    : undefined;
}

/**
 * Blog and news pages (and the JSON endpoints and feeds of the same content) rendered once per
 * content version and path, then sent like a prerendered page: the same bytes and ETag to everyone
 * until the content changes, compressed once. A render that must not be shared (the source is down,
 * the item does not exist: `no-store`) is sent as rendered and not kept.
 */
export function contentPages({
  kindOf,
  contentVersion,
  render,
  send,
  inPreview,
  missingItemPage = async () => undefined,
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
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const kind = kindOf(req.path);
    if (!kind) return next();
    // An editor in preview gets drafts, rendered for them alone.
    if (inPreview(req.headers.cookie)) return next();
    // Only a page's own spelling is kept. Any other (/BLOGS, /blogs/, %-escaped) is sent to it with
    // a 301, which costs no render, so nobody can fill the cache or the CPU with spellings of one page.
    if (kind === "page" && !isCanonicalPath(req.path)) {
      const canonical = canonicalSpelling(req.path);
      if (canonical === undefined) return next();
      const query = req.originalUrl.indexOf("?");
      res.set("Cache-Control", STATIC_PAGE_CACHE);
      return res.redirect(301, query === -1 ? canonical : `${canonical}${req.originalUrl.slice(query)}`);
    }
    try {
      const version = await contentVersion();
      const standIn = kind === "page" ? await missingItemPage(req.path) : undefined;
      const path = standIn ?? req.path;
      const kept = pages.get(path);
      if (kept?.version === version) {
        remember(path, kept);
        return send(req, res, kept.page);
      }
      const rendered = await renderOnce(version, path);
      const cacheControl = rendered.headers.get("Cache-Control") ?? "";
      const shared = rendered.status === 200 && /\bpublic\b/.test(cacheControl);
      if (shared || (standIn && rendered.status === 404)) {
        const entry = pages.get(path);
        // Unchanged bytes (a refresh that changed nothing): no need to compress them again.
        const page =
          entry && entry.page.identity.toString() === rendered.html
            ? entry.page
            : makeStaticPage(rendered.html, {
                status: rendered.status,
                contentType: rendered.headers.get("Content-Type") ?? "text/html; charset=utf-8",
                // A missing item's page keeps its own policy: the item may be published any moment.
                cacheControl: kind === "page" && shared ? STATIC_PAGE_CACHE : cacheControl,
                csp: rendered.csp,
              });
        remember(path, { version, page });
        return send(req, res, page);
      }
      res.status(rendered.status);
      for (const name of ["Cache-Control", "Retry-After", "Location"]) {
        const value = rendered.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      res.setHeader("Content-Security-Policy", rendered.csp);
      res.type(rendered.headers.get("Content-Type") ?? "html").send(rendered.html);
    } catch (error) {
      next(error);
    }
  };
}
