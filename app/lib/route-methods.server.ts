/**
 * What an address takes, read from the route modules of the server build rather than listed by
 * hand: whether its route renders a page, whether the route a POST reaches exports an `action`, and
 * whether the route answers every method itself. The server hands the build's route table to the
 * routes through the request context, since route code cannot import the build it is part of.
 */
import { createContext, matchRoutes, type RouteObject, type RouterContextProvider } from "react-router";

/** One route of a server build's route table (`build.routes`), as matching needs it. */
export type RouteEntry = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
};

/** The part of a server build's route table that matching needs: each route by id. */
export type RouteManifest = Record<string, RouteEntry | undefined>;

/**
 * The part of a server build's route table (`build.routes`) this needs: each route by id, with its
 * module. A route without a page has no `default` export, whatever React Router's type says.
 */
export type RouteTable = Record<
  string,
  | (RouteEntry & {
      module: { default?: unknown; ErrorBoundary?: unknown; action?: unknown; handle?: unknown };
    })
  | undefined
>;

/**
 * The `handle` a route exports when it answers every method itself, its refusals included, with
 * headers of its own (the staff area: never cached, never indexed, absent while staff access is
 * off): the root's refusal of a method the route does not take leaves it alone.
 */
export type OwnMethodsHandle = { ownMethods: true };

/**
 * The `handle` a route exports when every one of its answers carries the same headers (who may
 * store it, who may list it), so that an answer given without running the route keeps them too: a
 * refusal of a method, and the router's data request, whose encoding drops the route's own headers.
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
function routeTree(routes: RouteManifest, parentId?: string): RouteObject[] {
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

/** Each table's tree, made once: a build's table never changes (development makes a new one). */
const treeOfTable = new WeakMap<RouteManifest, RouteObject[]>();

function treeOf(routes: RouteManifest): RouteObject[] {
  let tree = treeOfTable.get(routes);
  if (!tree) {
    tree = routeTree(routes);
    treeOfTable.set(routes, tree);
  }
  return tree;
}

/*
 * The two rules below mirror React Router's own server runtime, which it does not export: the path
 * a `.data` request is routed by (its `getNormalizedPath`: `/our-team.data` is for /our-team,
 * `/_.data` for the home page) and the route a POST reaches (its `getTargetMatch` with
 * `hasNakedIndexQuery`: an index route only with a bare `?index`, otherwise the deepest route with a
 * path). If an upgrade changes either, the cases POST /?index, PUT /Contact-us.data and
 * DELETE /_.data?index in tests/integration/wrong-method.test.ts fail.
 */

/** The path React Router routes a request by: a data request's path names the page it is for. */
function routerPathOf(request: Request): string {
  const { pathname } = new URL(request.url);
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

/** The innermost route a page's path matches: its id and its full pattern (`/blogs/:id/:slug`). */
export type LeafRoute = { id: string; path: string };

/** Paths whose leaf route is remembered per build: more than a site's pages, less than a scan's URLs. */
const REMEMBERED_LEAVES = 2000;
/** Longer paths are matched each time, so the memory holds at most about a megabyte of them. */
const REMEMBERED_PATH_LENGTH = 512;

const leavesOfTable = new WeakMap<RouteManifest, Map<string, LeafRoute | undefined>>();

/**
 * The innermost route the router picks for a page's path, or undefined. The router's own requests
 * are not pages: a client navigation's data (`/blogs.data`, which the catch-all would match) and its
 * route discovery. `matchRoutes` ranks the whole table on every call, which costs more than sending
 * a fixed page, so the answer is remembered per path; a client sending ever new paths only makes
 * the memory start over.
 */
export function leafRouteAt(
  build: { routes: RouteManifest; routeDiscovery?: { manifestPath: string } },
  pathname: string,
): LeafRoute | undefined {
  if (pathname.endsWith(".data") || pathname === (build.routeDiscovery?.manifestPath ?? "/__manifest"))
    return undefined;
  let leaves = leavesOfTable.get(build.routes);
  if (!leaves) {
    leaves = new Map();
    leavesOfTable.set(build.routes, leaves);
  }
  if (leaves.has(pathname)) return leaves.get(pathname);
  const matches = matchRoutes(treeOf(build.routes), pathname);
  const leaf = matches?.at(-1)?.route.id;
  const found =
    matches && leaf !== undefined
      ? {
          id: leaf,
          path: `/${matches
            .map((match) => match.route.path ?? "")
            .filter(Boolean)
            .join("/")}`,
        }
      : undefined;
  if (pathname.length > REMEMBERED_PATH_LENGTH) return found;
  if (leaves.size >= REMEMBERED_LEAVES) leaves.clear();
  leaves.set(pathname, found);
  return found;
}

/**
 * What the address of `request` takes, or undefined where it is no address of the site: no route
 * matches, or only the catch-all (the route whose whole path is `*`, which renders the 404 page of
 * every unknown URL). A POST reaches the route React Router picks for it: an index route only when
 * the query holds a bare `index` (as a form on the home page posts to `/?index`), otherwise the
 * deepest route with a path of its own.
 */
export function methodsAt(routes: RouteTable, request: Request): AddressMethods | undefined {
  const matches = matchRoutes(treeOf(routes), routerPathOf(request));
  const leaf = matches?.at(-1);
  if (!matches || !leaf) return undefined;
  const pattern = matches.map((match) => match.route.path ?? "").filter(Boolean);
  if (pattern.join("/") === "*") return undefined;
  const bareIndex = new URL(request.url).searchParams.getAll("index").includes("");
  const withPath = matches.filter((match, position) => position === 0 || Boolean(match.route.path));
  const target = leaf.route.index && bareIndex ? leaf : withPath.at(-1);
  const leafModule = leaf.route.id ? routes[leaf.route.id]?.module : undefined;
  const targetModule = target?.route.id ? routes[target.route.id]?.module : undefined;
  return {
    page: Boolean(leafModule?.default ?? leafModule?.ErrorBoundary),
    takesPost: typeof targetModule?.action === "function",
    ownMethods: ownsItsMethods(leafModule?.handle),
    answerHeaders: answerHeadersOf(leafModule?.handle),
  };
}
