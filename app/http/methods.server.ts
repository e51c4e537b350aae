/**
 * Which methods each kind of address takes, and the answer to any other: applied by the Express server
 * before the router (paths, methods, probes and files the router knows nothing of) and by the root
 * route's middleware (pages and addresses without a page, read from the route modules).
 */
import type express from "express";
import {
  createContext,
  data,
  matchRoutes,
  type MiddlewareFunction,
  type RouteObject,
  type RouterContextProvider,
} from "react-router";
import type { RequestContext } from "~/lib/request-context";
import { serverAnswers } from "~/site/api-answers.server";
import { jsonMessage, NO_STORE, NO_STORE_HEADERS } from "./no-store";
import { notFound } from "./not-found.server";

const READS = "GET, HEAD";
const READS_AND_POST = "GET, HEAD, POST";

export const ANSWERED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** A path decoded; undefined where its percent-encoding does not decode (the client's mistake: 400). */
export function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * Express, before any handler that decodes the path: 400 for a path that does not decode, 501 for a
 * method no address takes (a Fetch request cannot carry TRACE), 405 for a write to a probe or a file.
 */
export function refuseBeforeRouter(
  probes: ReadonlySet<string>,
  isFile: (path: string) => boolean,
): express.RequestHandler {
  return (req, res, next) => {
    const path = decodedPath(req.path);
    if (path === undefined) sendText(res, 400, serverAnswers.malformedPath);
    else if (req.method === "GET" || req.method === "HEAD") next();
    else if (!ANSWERED_METHODS.has(req.method)) sendText(res, 501, serverAnswers.unknownMethod);
    else if (probes.has(req.path)) {
      res.set("Allow", READS);
      res.status(405).set("Cache-Control", NO_STORE).json({ message: serverAnswers.readOnlyAddress });
    } else if (isFile(path)) {
      res.set("Allow", READS);
      sendText(res, 405, serverAnswers.readOnlyAddress);
    } else next();
  };
}

function sendText(res: express.Response, status: number, text: string): void {
  res.status(status).set("Cache-Control", NO_STORE).type("text/plain").send(text);
}

/** The part of `build.routes` this needs; a route without a page has no `default` export. */
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

/** The `handle` of a route that answers every method itself, its refusals included (the staff area). */
export type OwnMethodsHandle = { ownMethods: true };

/** The `handle` of a route whose every answer carries these headers, refusals and data requests too. */
export type AnswerHeadersHandle = { answerHeaders: Readonly<Record<string, string>> };

// A default other than undefined: React Router throws on reading a context that has neither.
const routeTableContext = createContext<RouteTable | null>(null);

export function withRouteTable(context: RouterContextProvider, routes: RouteTable): RouterContextProvider {
  context.set(routeTableContext, routes);
  return context;
}

/** The manifest as the nested route objects React Router's `matchRoutes` takes. */
function routeTree(routes: RouteTable, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route !== undefined)
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) =>
      index
        ? { id, path, index: true, caseSensitive }
        : { id, path, caseSensitive, children: routeTree(routes, id) },
    );
}

/**
 * The innermost route a page's path matches (its id and full pattern, `/blogs/:id/:slug`), and the
 * route a POST there reaches without a bare `?index`.
 */
type Match = { id: string; path: string; postTarget?: string };

/** Matches remembered: more than a site's pages; longer paths are matched each time. */
const REMEMBERED_MATCHES = 2000;
const REMEMBERED_PATH_LENGTH = 512;

/** The latest build table's: one serves at a time (development replaces it after an edit). */
let memo: { routes: RouteTable; tree: RouteObject[]; matches: Map<string, Match | undefined> } | undefined;

/** `matchRoutes` ranks the whole table on every call, so each path's answer is remembered. */
function matchAt(routes: RouteTable, pathname: string): Match | undefined {
  if (memo?.routes !== routes) memo = { routes, tree: routeTree(routes), matches: new Map() };
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

/** The innermost route the router picks for a page's path; none for its data and discovery requests. */
export function leafRouteAt(
  build: { routes: RouteTable; routeDiscovery?: { manifestPath: string } },
  pathname: string,
): Match | undefined {
  if (pathname.endsWith(".data") || pathname === (build.routeDiscovery?.manifestPath ?? "/__manifest"))
    return undefined;
  return matchAt(build.routes, pathname);
}

/**
 * The path React Router routes a request by (its unexported `getNormalizedPath`): `/_.data` is the
 * home page's. tests/integration/wrong-method.test.ts fails if an upgrade changes this rule.
 */
function routerPathOf(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.replace(/\.data$/, "");
}

/**
 * What the address at `url` takes (`page`: its route renders a component, else it is a resource);
 * undefined where only the catch-all matches. A POST reaches an index route only with a bare `?index`
 * (React Router's `getTargetMatch`).
 */
export function methodsAt(routes: RouteTable, url: URL) {
  const match = matchAt(routes, routerPathOf(url.pathname));
  if (!match || match.path === "/*") return undefined;
  const leaf = routes[match.id];
  const bareIndex = url.searchParams.getAll("index").includes("");
  const target = leaf?.index && bareIndex ? leaf : routes[match.postTarget ?? ""];
  const handle = leaf?.module.handle as Partial<OwnMethodsHandle & AnswerHeadersHandle> | null | undefined;
  return {
    page: Boolean(leaf?.module.default ?? leaf?.module.ErrorBoundary),
    takesPost: typeof target?.module.action === "function",
    ownMethods: handle?.ownMethods === true,
    answerHeaders: handle?.answerHeaders,
  };
}

/**
 * The root route's middleware: a page's refusal is thrown, so React Router renders it as the page's
 * error; without a route table (the prerender) there is no check.
 */
export const refuseWrongMethods: MiddlewareFunction<Response> = ({ request, context }, next) => {
  if (request.method === "GET" || request.method === "HEAD") return next();
  const routes = context.get(routeTableContext);
  if (!routes) return next();
  const address = methodsAt(routes, new URL(request.url));
  if (!address) throw notFound();
  // An action without a page answers every method itself, as does a route whose handle says so.
  if (address.ownMethods || (!address.page && address.takesPost)) return next();
  if (address.takesPost && request.method === "POST") return next();
  if (address.page) throw data(null, { status: 405 });
  return jsonMessage(405, serverAnswers.readOnlyAddress, { Allow: READS, ...address.answerHeaders });
};

/**
 * Adds `Allow` and no-store to a 405 without them (a thrown refusal, the router's own refusal of
 * OPTIONS), and gives a data request back its route's answer headers, which the encoding drops.
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
  const routes = context.get(routeTableContext);
  const address = routes && methodsAt(routes, new URL(request.url));
  if (!address) return;
  if (refusal) {
    headers.set("Allow", address.takesPost ? READS_AND_POST : READS);
    headers.set("Cache-Control", NO_STORE);
  }
  for (const [name, value] of Object.entries(address.answerHeaders ?? {})) headers.set(name, value);
}

/**
 * Express, before the router: OPTIONS where no route can answer it (React Router refuses it before
 * any route code runs). Unknown URL: 404. A route with its own methods (the staff area) is not asked:
 * 404 with its answer headers, as when staff access is off, so OPTIONS never tells whether it is on.
 */
export function answerOptions(latestBuild: () => Promise<{ routes: RouteTable }>): express.RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "OPTIONS") return next();
    const { routes } = await latestBuild();
    const address = methodsAt(routes, new URL(req.originalUrl, "http://localhost"));
    if (address && !address.ownMethods) return next();
    const headers = { ...NO_STORE_HEADERS, ...address?.answerHeaders };
    res.status(404).set(headers).end();
  };
}
