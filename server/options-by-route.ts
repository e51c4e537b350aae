import type express from "express";
import type { RequestHandler } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { NO_STORE } from "../app/lib/no-store";
import { methodsAt } from "../app/lib/route-methods.server";
import { FORM_PAGE_METHODS, READ_ONLY_METHODS } from "../app/lib/wrong-method.server";

/** The headers of a page's own answer that an OPTIONS answer keeps: who may store it, who may list it. */
const KEPT_HEADERS = ["Cache-Control", "X-Robots-Tag"];

/**
 * The Fetch request of an Express request, with `method` and no body. Only its path, query and
 * headers matter here (the request never leaves the process), so its origin is a fixed one.
 */
function fetchRequestOf(req: express.Request, method: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  return new Request(new URL(req.originalUrl, "http://localhost"), { method, headers });
}

/**
 * OPTIONS where no page of the router can answer it: React Router refuses OPTIONS on a page before
 * any route code runs (a 405 from its own error boundary).
 * - An unknown URL is no address: 404, as for every other method.
 * - A page whose route answers every method itself (OwnMethodsHandle: the staff page, which does not
 *   exist while staff access is off) is asked with a HEAD, which runs its loader and its headers
 *   and changes nothing: absent for the HEAD (404), absent for OPTIONS; otherwise 405 with the
 *   methods it takes, never stored and, where the page says so, never indexed.
 * Every other OPTIONS goes on to the router.
 */
export function optionsByRoute(
  latestBuild: () => ServerBuild | Promise<ServerBuild>,
  mode: string,
  contextOf: (req: express.Request, res: express.Response, build: ServerBuild) => RouterContextProvider,
): RequestHandler {
  const handle = createRequestHandler(latestBuild, mode);
  return async (req, res, next) => {
    if (req.method !== "OPTIONS") return next();
    try {
      const build = await latestBuild();
      const address = methodsAt(build.routes, fetchRequestOf(req, "OPTIONS"));
      if (address && !(address.page && address.ownMethods)) return next();
      if (!address) {
        res.status(404).set("Cache-Control", NO_STORE).end();
        return;
      }
      const head = await handle(fetchRequestOf(req, "HEAD"), contextOf(req, res, build));
      res.status(head.status === 404 ? 404 : 405).set("Cache-Control", NO_STORE);
      for (const name of KEPT_HEADERS) {
        const value = head.headers.get(name);
        if (value) res.set(name, value);
      }
      if (head.status !== 404) res.set("Allow", address.takesPost ? FORM_PAGE_METHODS : READ_ONLY_METHODS);
      res.end();
    } catch (error) {
      next(error);
    }
  };
}
