/**
 * Pages rendered once for everyone: the 404 page, and the blog and news pages and the JSON endpoints
 * and feeds made from the same content, once per content version and path (ADR 009, ADR 040).
 */
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { sharedHtml } from "../app/document/script-hashes.server";
import { STATIC_PAGE_CACHE } from "../app/http/page-cache.server";
import { makeStaticPage, type StaticPage, type staticPageSender } from "../app/http/static-page.server";
import { requestContextWith } from "../app/lib/request-context";

/** A render that anyone may be sent: its HTML without a nonce, and the CSP that allows its scripts. */
export type SharedRender = { status: number; headers: Headers; html: string; csp: string };

/** Renders a path through the router as a visitor without cookies, with a nonce taken out again. */
export function sharedRenderer(
  build: ServerBuild,
  origin: string,
  cspFor: (scriptHashes: readonly string[]) => string,
): (path: string) => Promise<SharedRender> {
  const handle = createRequestHandler(build, "production");
  return async (path) => {
    const nonce = randomBytes(16).toString("base64");
    const response = await handle(
      new Request(new URL(path, origin)),
      requestContextWith({ cspNonce: nonce, sharedRender: true }),
    );
    return {
      status: response.status,
      headers: response.headers,
      ...sharedHtml(await response.text(), nonce, cspFor),
    };
  };
}

export type ContentPagesOptions = {
  /** A page is kept under its canonical spelling only; a resource is kept at its one exact path. */
  kindOf: (pathname: string) => "page" | "resource" | undefined;
  /** Names the content the pages are rendered from now; it changes when a list is refreshed. */
  contentVersion: () => Promise<string>;
  render: (path: string) => Promise<SharedRender>;
  send: ReturnType<typeof staticPageSender>;
  /** Only a verified preview cookie is rendered for itself: a forged one cannot force renders. */
  inPreview: (cookieHeader: string | undefined) => Promise<boolean>;
  /** For a missing item's detail page, the one path whose 404 (rendered once) stands for them all. */
  missingItemPage: (pathname: string) => Promise<string | undefined>;
  /** How many rendered pages to keep; the least recently used go first. */
  maxPages?: number;
};

type Entry = { version: string; page: StaticPage };

/**
 * A content page's path has its first segment in lower case, no trailing slash and nothing
 * percent-escaped; ids and slugs keep the case their editor gave them (/insights/…-IOT-solution).
 */
export function isCanonicalPath(path: string): boolean {
  const first = path.split("/")[1] ?? "";
  return first === first.toLowerCase() && !path.includes("%") && (path === "/" || !path.endsWith("/"));
}

const CANONICAL_CHARACTERS = /^[A-Za-z0-9/._~-]*$/;

/**
 * The canonical spelling of `/BLOGS/` or `/news/%31`: decoded, the first segment in lower case, no
 * trailing slash; ids and slugs keep their case. Undefined for what the cache does not keep (an
 * escaped slash, a dot segment, a slug beyond ASCII): the router handles those.
 */
export function canonicalSpelling(path: string): string | undefined {
  const segments = path.split("/").map((segment) => decodeURIComponent(segment));
  if (segments.some((segment) => segment.includes("/") || segment === "." || segment === ".."))
    return undefined;
  const [root = "", collection = "", ...rest] = segments;
  let canonical = [root, collection.toLowerCase(), ...rest].join("/");
  while (canonical.length > 1 && canonical.endsWith("/")) canonical = canonical.slice(0, -1);
  return canonical !== path && CANONICAL_CHARACTERS.test(canonical) ? canonical : undefined;
}

/** A render that must not be shared (`no-store`: the source is down, say) is sent as rendered, not kept. */
export function contentPages({
  kindOf,
  contentVersion,
  render,
  send,
  inPreview,
  missingItemPage,
  maxPages = 500,
}: ContentPagesOptions): RequestHandler {
  const pages = new Map<string, Entry>();
  const rendering = new Map<string, Promise<SharedRender>>();

  const remember = (path: string, entry: Entry) => {
    pages.delete(path); // re-inserted last: Map order is least recently used first
    pages.set(path, entry);
    if (pages.size > maxPages) pages.delete(pages.keys().next().value!);
  };

  /** One render per version and path at a time, however many visitors ask at once. */
  const renderOnce = (version: string, path: string) => {
    const key = `${version} ${path}`;
    const pending = rendering.get(key) ?? render(path).finally(() => rendering.delete(key));
    rendering.set(key, pending);
    return pending;
  };

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const kind = kindOf(req.path);
    if (!kind) return next();
    // An editor in preview gets drafts, rendered for them alone.
    if (await inPreview(req.headers.cookie)) return next();
    // Other spellings get a 301, which costs no render: nobody fills the cache with spellings of a page.
    if (kind === "page" && !isCanonicalPath(req.path)) {
      const canonical = canonicalSpelling(req.path);
      if (canonical === undefined) return next();
      const query = req.originalUrl.indexOf("?");
      res.set("Cache-Control", STATIC_PAGE_CACHE);
      return res.redirect(301, query === -1 ? canonical : `${canonical}${req.originalUrl.slice(query)}`);
    }
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
      // Unchanged bytes (a refresh that changed nothing, or a visitor who shared the render): no need
      // to compress them again.
      const entry = pages.get(path);
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
  };
}
