import type express from "express";
import type { RequestHandler } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { NO_STORE } from "../app/http/no-store";
import { methodsAt } from "../app/lib/route-methods.server";
import { FORM_PAGE_METHODS, READ_ONLY_METHODS } from "../app/lib/wrong-method.server";

/** The headers of the route's own answer that an OPTIONS answer keeps: who may store it, who may list it. */
const KEPT_HEADERS = ["Cache-Control", "X-Robots-Tag"];

/**
 * The Fetch request of an Express request, with `method` and no body; `atAddress`: for the address
 * a data request is for (`/staff/leads.csv.data` is for /staff/leads.csv). Only its path, query and
 * headers matter here (the request never leaves the process), so its origin is a fixed one.
 */
function fetchRequestOf(req: express.Request, method: string, atAddress = false): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const url = new URL(req.originalUrl, "http://localhost");
  if (atAddress) url.pathname = url.pathname.replace(/\.data$/, "");
  return new Request(url, { method, headers });
}

/**
 * OPTIONS where no route of the router can answer it: React Router refuses OPTIONS on a page, and
 * on any data request, before any route code runs (a 405 from its own error boundary).
 * - An unknown URL is no address: 404, as for every other method.
 * - An address whose route answers every method itself (OwnMethodsHandle: the staff page and its
 *   downloads, which do not exist while staff access is off) is asked in the process: a page with a
 *   HEAD, which runs its loader and its headers and changes nothing; an address without a page with
 *   the OPTIONS itself, at the address rather than its data request, which its route refuses before
 *   any loader runs. Absent for that question (404), absent for OPTIONS; otherwise 405 with the
 *   methods it takes, never stored and, where the route says so, never indexed.
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
      if (address && !address.ownMethods) return next();
      if (!address) {
        res.status(404).set("Cache-Control", NO_STORE).end();
        return;
      }
      const question = address.page ? fetchRequestOf(req, "HEAD") : fetchRequestOf(req, "OPTIONS", true);
      const answer = await handle(question, contextOf(req, res, build));
      await answer.body?.cancel();
      const absent = answer.status === 404;
      res.status(absent ? 404 : 405).set("Cache-Control", NO_STORE);
      for (const name of KEPT_HEADERS) {
        const value = answer.headers.get(name);
        if (value) res.set(name, value);
      }
      if (!absent) res.set("Allow", address.takesPost ? FORM_PAGE_METHODS : READ_ONLY_METHODS);
      res.end();
    } catch (error) {
      next(error);
    }
  };
}
