/**
 * Which methods each kind of address takes, and the answer to any other: one table, applied by the
 * Express server before the router (paths, methods, probes and files the router knows nothing of)
 * and by the root route's middleware (pages and addresses without a page, read from the route modules).
 */
import type express from "express";
import {
  createContext,
  createRequestHandler,
  data,
  matchRoutes,
  type MiddlewareFunction,
  type RouteObject,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { RequestContext } from "~/lib/request-context";
import { serverAnswers } from "~/site/api-answers.server";
import { NO_STORE, NO_STORE_HEADERS } from "./no-store";

const READS = "GET, HEAD";

/**
 * What each kind of address takes (HEAD is answered as GET), and the body of the 405 with `Allow`
 * that any other method gets. Not in the table: an unknown URL, which answers 404 to every method
 * as to a GET; a route that answers every method itself (an action without a page, as
 * /api/contact, or a route whose `handle` is an OwnMethodsHandle); and a method no address takes
 * (TRACE, PROPFIND, …), which every address answers 501.
 */
export const METHODS = {
  page: { allow: READS, refusal: "error page" },
  formPage: { allow: "GET, HEAD, POST", refusal: "error page" },
  resource: { allow: READS, refusal: "json" },
  probe: { allow: READS, refusal: "json" },
  file: { allow: READS, refusal: "text" },
} as const;

export type Kind = keyof typeof METHODS;

/** Every method some address takes. */
export const ANSWERED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Whether an address of `kind` takes `method`. */
export const takes = (kind: Kind, method: string) => METHODS[kind].allow.split(", ").includes(method);

/** Whether the percent-encoding of `text` decodes; a path that does not is the client's mistake (400). */
export function decodes(text: string): boolean {
  try {
    // The result is compared, not dropped: the server build's bundler removes a call to a built-in
    // whose result is unused, and with it the exception this check is for.
    return typeof decodeURIComponent(text) === "string";
  } catch {
    return false;
  }
}

/**
 * Express, before any handler that decodes the path: a path that does not decode (400), a method no
 * address takes (501: the Fetch request the router is handed cannot even carry TRACE), and any
 * method but a read to a probe at its exact path or to a file served from disk (405). `isFile` gets
 * the decoded path.
 */
export function refuseBeforeRouter(
  probes: ReadonlySet<string>,
  isFile: (path: string) => boolean,
): express.RequestHandler {
  return (req, res, next) => {
    if (!decodes(req.path)) sendText(res, 400, serverAnswers.malformedPath);
    else if (req.method === "GET" || req.method === "HEAD") next();
    else if (!ANSWERED_METHODS.has(req.method)) sendText(res, 501, serverAnswers.unknownMethod);
    else if (probes.has(req.path)) {
      res.set("Allow", METHODS.probe.allow);
      res.status(405).set("Cache-Control", NO_STORE).json({ message: serverAnswers.readOnlyAddress });
    } else if (isFile(decodeURIComponent(req.path))) {
      res.set("Allow", METHODS.file.allow);
      sendText(res, 405, serverAnswers.readOnlyAddress);
    } else next();
  };
}

function sendText(res: express.Response, status: number, text: string): void {
  res.status(status).set("Cache-Control", NO_STORE).type("text/plain").send(text);
}

/**
 * The part of a server build's route table (`build.routes`) this needs: each route by id, with its
 * module. A route without a page has no `default` export, whatever React Router's type says.
 */
export type RouteTable = Record<
  string,
  | {
      id: string;
      parentId?: string;
      path?: string;
      index?: boolean;
      caseSensitive?: boolean;
      module: { default?: unknown; ErrorBoundary?: unknown; action?: unknown; handle?: unknown };
    }
  | undefined
>;

/**
 * The `handle` of a route that answers every method itself, its refusals included, with headers of
 * its own (the staff area: never cached, never indexed, absent while staff access is off).
 */
export type OwnMethodsHandle = { ownMethods: true };

/**
 * The `handle` of a route whose every answer carries the same headers, so that an answer given
 * without running the route keeps them: a refusal, and a data request, whose encoding drops them.
 */
export type AnswerHeadersHandle = { answerHeaders: Readonly<Record<string, string>> };

/** What the route matched for an address takes. */
export type AddressMethods = {
  /** A page (the route renders a component); otherwise a resource address (JSON, a feed, a CSV). */
  page: boolean;
  /** The route a POST to this address reaches exports an `action`. */
  takesPost: boolean;
  /** The route answers every method itself (its `handle` is an OwnMethodsHandle). */
  ownMethods: boolean;
  /** The headers every answer of the route carries (its `handle` is an AnswerHeadersHandle); or none. */
  answerHeaders?: Readonly<Record<string, string>>;
};

// A default other than undefined: React Router throws on reading a context that has neither.
const routeTableContext = createContext<RouteTable | null>(null);

/** `context` with the route table of the build that serves the request. */
export function withRouteTable(context: RouterContextProvider, routes: RouteTable): RouterContextProvider {
  context.set(routeTableContext, routes);
  return context;
}

/** The route table the server put in `context`; none for the build-time prerender, which only reads. */
export function routeTableOf(context: Readonly<RouterContextProvider>): RouteTable | undefined {
  return context.get(routeTableContext) ?? undefined;
}

/** The manifest as the nested route objects React Router's `matchRoutes` takes. */
function routeTree(routes: RouteTable, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route !== undefined)
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) => {
      if (index) return { id, path, index: true, caseSensitive };
      // No empty list for a leaf: matching ranks a route with children as a layout, at a cost.
      const children = routeTree(routes, id);
      return children.length > 0 ? { id, path, caseSensitive, children } : { id, path, caseSensitive };
    });
}

/** The innermost route a page's path matches: its id and its full pattern (`/blogs/:id/:slug`). */
export type LeafRoute = { id: string; path: string };

/** A path's leaf route, and the route a POST there reaches without a bare `?index`. */
type Match = LeafRoute & { postTarget?: string };

/** Paths whose match is remembered per build: more than a site's pages, less than a scan's URLs. */
const REMEMBERED_MATCHES = 2000;
/** Longer paths are matched each time, so the memory holds at most about a megabyte of them. */
const REMEMBERED_PATH_LENGTH = 512;

/** Per build's table (which never changes; development makes a new one): its tree and its matches. */
const memoOfTable = new WeakMap<
  RouteTable,
  { tree: RouteObject[]; matches: Map<string, Match | undefined> }
>();

/**
 * `matchRoutes` ranks the whole table on every call, which costs more than sending a fixed page, so
 * the answer is remembered per path; a client sending ever new paths only makes the memory start over.
 */
function matchAt(routes: RouteTable, pathname: string): Match | undefined {
  let memo = memoOfTable.get(routes);
  if (!memo) {
    memo = { tree: routeTree(routes), matches: new Map() };
    memoOfTable.set(routes, memo);
  }
  if (memo.matches.has(pathname)) return memo.matches.get(pathname);
  const matches = matchRoutes(memo.tree, pathname);
  const leaf = matches?.at(-1)?.route.id;
  const found =
    matches && leaf !== undefined
      ? {
          id: leaf,
          path: `/${matches
            .map((match) => match.route.path ?? "")
            .filter(Boolean)
            .join("/")}`,
          postTarget: matches.filter((match, position) => position === 0 || match.route.path).at(-1)?.route
            .id,
        }
      : undefined;
  if (pathname.length > REMEMBERED_PATH_LENGTH) return found;
  if (memo.matches.size >= REMEMBERED_MATCHES) memo.matches.clear();
  memo.matches.set(pathname, found);
  return found;
}

/**
 * The innermost route the router picks for a page's path, or undefined. The router's own requests
 * are not pages: a client navigation's data (`/blogs.data`, which the catch-all would match) and its
 * route discovery.
 */
export function leafRouteAt(
  build: { routes: RouteTable; routeDiscovery?: { manifestPath: string } },
  pathname: string,
): LeafRoute | undefined {
  if (pathname.endsWith(".data") || pathname === (build.routeDiscovery?.manifestPath ?? "/__manifest"))
    return undefined;
  return matchAt(build.routes, pathname);
}

/*
 * Two rules below mirror React Router's own server runtime, which it does not export: the path a
 * `.data` request is routed by (its `getNormalizedPath`: `/our-team.data` is for /our-team,
 * `/_.data` for the home page) and the route a POST reaches (its `getTargetMatch` with
 * `hasNakedIndexQuery`: an index route only with a bare `?index`, otherwise the deepest route with a
 * path). If an upgrade changes either, the cases PUT /?index, PUT /Contact-us.data and
 * DELETE /_.data?index in tests/integration/wrong-method.test.ts fail.
 */

/** The path React Router routes a request by: a data request's path names the page it is for. */
function routerPathOf(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.replace(/\.data$/, "");
}

const ownsItsMethods = (handle: unknown) =>
  typeof handle === "object" && handle !== null && "ownMethods" in handle && handle.ownMethods === true;

function answerHeadersOf(handle: unknown): Readonly<Record<string, string>> | undefined {
  if (typeof handle !== "object" || handle === null || !("answerHeaders" in handle)) return undefined;
  const headers = handle.answerHeaders;
  if (typeof headers !== "object" || headers === null) return undefined;
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/**
 * What the address of `request` takes, or undefined where it is no address of the site: no route
 * matches, or only the catch-all (whose whole path is `*`, the 404 page of every unknown URL).
 */
export function methodsAt(routes: RouteTable, request: Request): AddressMethods | undefined {
  const url = new URL(request.url);
  const match = matchAt(routes, routerPathOf(url.pathname));
  if (!match || match.path === "/*") return undefined;
  const leaf = routes[match.id];
  const bareIndex = url.searchParams.getAll("index").includes("");
  const target = leaf?.index && bareIndex ? leaf : routes[match.postTarget ?? ""];
  return {
    page: Boolean(leaf?.module.default ?? leaf?.module.ErrorBoundary),
    takesPost: typeof target?.module.action === "function",
    ownMethods: ownsItsMethods(leaf?.module.handle),
    answerHeaders: answerHeadersOf(leaf?.module.handle),
  };
}

/** The kind of a known address in the table, or "own" where its route answers every method itself. */
export function kindOf({ page, takesPost, ownMethods }: AddressMethods): Kind | "own" {
  if (ownMethods || (!page && takesPost)) return "own";
  return page ? (takesPost ? "formPage" : "page") : "resource";
}

/**
 * The root route's middleware, before any loader or action runs. A page's refusal is thrown, so
 * React Router renders it as the page's error (its headers come from `refusalHeaders`); a refusal the
 * client caused is not logged as a failure (entry.server.tsx). No route table: no check.
 */
export const refuseWrongMethods: MiddlewareFunction<Response> = ({ request, context }, next) => {
  if (request.method === "GET" || request.method === "HEAD") return next();
  const routes = routeTableOf(context);
  if (!routes) return next();
  const address = methodsAt(routes, request);
  if (!address) throw data(null, { status: 404 });
  const kind = kindOf(address);
  if (kind === "own" || takes(kind, request.method)) return next();
  if (METHODS[kind].refusal === "error page") throw data(null, { status: 405 });
  const headers = { Allow: METHODS[kind].allow, ...NO_STORE_HEADERS, ...address.answerHeaders };
  return Response.json({ message: serverAnswers.readOnlyAddress }, { status: 405, headers });
};

/**
 * Names the methods of the address on a 405 that does not, never to be kept by a cache: the thrown
 * refusal above (whose headers do not reach the page), React Router's own refusal of OPTIONS on a
 * page, before any route code runs, and a data request's answer. A data request (`/api/contact.data`)
 * also gets back, whatever its status, the headers its route says all its answers carry: the router's
 * encoding drops them.
 */
export function refusalHeaders(
  status: number,
  headers: Headers,
  request: Request,
  context: RequestContext,
  dataRequest = false,
): void {
  const refusal = status === 405 && !headers.has("Allow");
  if (!refusal && !dataRequest) return;
  const routes = routeTableOf(context);
  const address = routes && methodsAt(routes, request);
  if (!address) return;
  if (refusal) {
    headers.set("Allow", METHODS[address.takesPost ? "formPage" : "page"].allow);
    headers.set("Cache-Control", NO_STORE);
  }
  for (const [name, value] of Object.entries(address.answerHeaders ?? {})) headers.set(name, value);
}

/** The headers of a route's own answer that an OPTIONS answer keeps: who may store it, who may list it. */
const KEPT_HEADERS = ["Cache-Control", "X-Robots-Tag"];

/**
 * The Fetch request of an Express request, with `method` and no body; `atAddress`: for the address
 * a data request is for. It never leaves the process, so its origin is a fixed one.
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
 * Express, just before the router: OPTIONS where no route can answer it, since React Router refuses
 * OPTIONS on a page and on any data request before any route code runs. An unknown URL: 404. A route
 * that answers every method itself is asked in the process: a page with a HEAD (its loader and
 * headers, changing nothing), an address without a page with the OPTIONS at the address, which its
 * route refuses before any loader runs. Absent for that question (404), absent for OPTIONS; else 405
 * with the methods it takes. Every other OPTIONS goes on to the router.
 */
export function answerOptions(
  latestBuild: () => ServerBuild | Promise<ServerBuild>,
  mode: string,
  contextOf: (req: express.Request, res: express.Response, build: ServerBuild) => RouterContextProvider,
): express.RequestHandler {
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
      if (!absent) res.set("Allow", METHODS[address.takesPost ? "formPage" : "page"].allow);
      res.end();
    } catch (error) {
      next(error);
    }
  };
}
