import { randomBytes } from "node:crypto";
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import "../app/lib/request-context";
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
    const response = await handle(new Request(new URL(path, origin)), {
      cspNonce: nonce,
      sharedRender: true,
    });
    const html = withoutNonce(await response.text(), nonce);
    return {
      status: response.status,
      headers: response.headers,
      html,
      csp: cspFor(inlineScriptHashes(html)),
    };
  };
}

/** The route table as the router matches it, rebuilt from the server build's flat manifest. */
function routeTree(build: ServerBuild): RouteObject[] {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, caseSensitive: route.caseSensitive }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              children: childrenOf(route.id),
            },
      );
  return childrenOf(undefined);
}

/**
 * The innermost route the router would pick for a page's path (React Router's own matching), or
 * undefined. The router's own requests are not pages: a client navigation's data (`/blogs.data`,
 * which the catch-all would match) and its route discovery (`/__manifest`).
 */
export function leafRouteMatcher(build: ServerBuild): (pathname: string) => RouteObject | undefined {
  const tree = routeTree(build);
  const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
  return (pathname) => {
    if (pathname.endsWith(".data") || pathname === manifestPath) return undefined;
    const matches = matchRoutes(tree, pathname);
    return matches?.[matches.length - 1]?.route;
  };
}
