import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { findVideo } from "../app/site/videos";
import {
  inlineScriptHashes,
  makeStaticPage,
  sendStaticPage,
  type StaticPage,
  withoutNonce,
} from "./static-page";

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

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * True for a path that only the catch-all route matches, and that the catch-all does not redirect
 * (the spec's side links to /{video-name}): every such request gets the same 404 page.
 */
export function unknownPathMatcher(build: ServerBuild): (pathname: string) => boolean {
  const tree = routeTree(build);
  return (pathname) => {
    const matches = matchRoutes(tree, pathname);
    const leaf = matches?.[matches.length - 1]?.route;
    if (leaf?.path !== "*") return false;
    const single = /^\/([^/]+)\/?$/.exec(pathname)?.[1];
    return !(single && findVideo(safeDecode(single)));
  };
}

/**
 * The 404 page, rendered once through the router at start-up with a throw-away nonce that is then
 * taken out again, so unknown URLs (scanners ask for thousands) cost no React render.
 */
export async function renderNotFoundPage(
  build: ServerBuild,
  origin: string,
  cspFor: (scriptHashes: readonly string[]) => string,
): Promise<StaticPage> {
  const handle = createRequestHandler(build, "production");
  const nonce = randomBytes(16).toString("base64");
  const response = await handle(new Request(`${origin}/__not-found__`), { cspNonce: nonce });
  if (response.status !== 404) throw new Error(`the 404 page rendered with status ${response.status}`);
  const html = withoutNonce(await response.text(), nonce);
  return makeStaticPage(html, {
    status: 404,
    contentType: "text/html; charset=utf-8",
    csp: cspFor(inlineScriptHashes(html)),
  });
}

/** Answers GET and HEAD of unknown paths with the prerendered 404 page. */
export function notFoundPages(isUnknown: (pathname: string) => boolean, page: StaticPage): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // The router decodes the path itself, as it will for the request if this does not answer it.
    if (!isUnknown(req.path)) return next();
    sendStaticPage(req, res, page);
  };
}
