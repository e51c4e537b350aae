import { randomBytes } from "node:crypto";
import { createRequestHandler, type ServerBuild } from "react-router";
import { requestContextWith } from "../app/lib/request-context";
import type { RouteManifest } from "../app/lib/route-methods.server";
import { inlineScriptHashes, withoutNonce } from "./static-page";

/** A page rendered once for everyone: its HTML without a nonce, and the CSP that allows its scripts. */
export type SharedRender = { status: number; headers: Headers; html: string; csp: string };

/**
 * Renders a path through the router in-process, as a visitor with no cookies would get it, with a
 * throw-away nonce that is taken out again: the result can be sent to anyone, as fixed bytes.
 */
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
    const rendered = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      html: withoutNonce(rendered, nonce),
      csp: cspFor(inlineScriptHashes(rendered, nonce)),
    };
  };
}

export type LeafRoute = { id: string; path: string };

type CompiledRoute = { route: LeafRoute; pattern: RegExp; score: number };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * React Router's ranking of a route path (its `computeScore`): static segments weigh most, then
 * dynamic ones; a splat counts against; an index route a little for.
 */
function scoreOf(path: string, index: boolean): number {
  const segments = path.split("/").filter(Boolean);
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") score -= 1 + 2;
    else if (segment.startsWith(":")) score += 3;
    else score += 10;
  }
  return score;
}

/** Every leaf of the manifest (a route no other route nests in) with its full path. */
function leafRoutes(manifest: RouteManifest): { route: LeafRoute; index: boolean; caseSensitive: boolean }[] {
  const routes = Object.values(manifest).filter((route) => route !== undefined);
  const fullPath = (id: string | undefined): string => {
    const route = id ? manifest[id] : undefined;
    if (!route) return "";
    return [fullPath(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  return routes
    .filter((route) => !routes.some((other) => other.parentId === route.id))
    .map((route) => ({
      route: { id: route.id, path: `/${fullPath(route.id)}` },
      index: Boolean(route.index),
      caseSensitive: Boolean(route.caseSensitive),
    }));
}

function compile(path: string, caseSensitive: boolean): RegExp {
  const parts = path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment === "*" ? ".*" : segment.startsWith(":") ? "[^/]+" : escapeRegExp(segment)));
  const body = parts.length === 0 ? "" : parts.join("/");
  const tail = parts.at(-1) === ".*" ? "" : "/?";
  return new RegExp(`^/${body}${tail}$`, caseSensitive ? "" : "i");
}

function decodeSegments(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll("/", "%2F");
      } catch {
        return segment;
      }
    })
    .join("/");
}

/**
 * The innermost route the router would pick for a page's path, or undefined. It ranks matches the
 * way React Router does, but its patterns are compiled once: React Router's own `matchRoutes`
 * flattens and ranks the whole table on every call, which cost more than sending the page (a unit
 * test holds the two to the same answers). The router's own requests are not pages: a client
 * navigation's data (`/blogs.data`, which the catch-all would match) and its route discovery.
 */
export function leafRouteMatcher(build: {
  routes: RouteManifest;
  routeDiscovery?: { manifestPath: string };
}): (pathname: string) => LeafRoute | undefined {
  const compiled: CompiledRoute[] = leafRoutes(build.routes)
    .map(({ route, index, caseSensitive }) => ({
      route,
      pattern: compile(route.path, caseSensitive),
      score: scoreOf(route.path, index),
    }))
    // Highest score first; equal scores keep the table's order, as the router does.
    .sort((a, b) => b.score - a.score);
  const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
  return (pathname) => {
    if (pathname.endsWith(".data") || pathname === manifestPath) return undefined;
    const decoded = decodeSegments(pathname);
    return compiled.find(({ pattern }) => pattern.test(decoded))?.route;
  };
}
