/**
 * The answer to a method an address does not take, given before any loader or action runs. Every
 * such 405 names the methods the address does take in an Allow header, which a 405 must carry:
 * - a page takes GET and HEAD, and POST where its route has a form action; any other method, and a
 *   POST to a page without one, gets the site's error page (the router's own encoding for its
 *   `.data` requests), so no action sees a PUT or a DELETE;
 * - an address without a page that only reads (JSON, a feed, a CSV, the sitemap) answers a JSON
 *   message: React Router's own answer there is a bare 405 with {"message":"Unexpected Server Error"},
 *   which tells a client nothing true. OPTIONS too: React Router runs the loader for it, as for a
 *   GET (a preview's secret was checked and counted, its exit ended the preview), where a page
 *   refuses OPTIONS with a 405 that names its methods;
 * - an address without a page that has an action answers every method itself, with its own Allow,
 *   and so does a route whose `handle` says it does (OwnMethodsHandle: the staff area);
 * - an unknown URL is no address: every method gets its 404 page, as a GET does.
 * On a page React Router refuses OPTIONS itself before any route code runs, this middleware
 * included: `refusalHeaders` names the methods on that refusal, and server/options-by-route.ts
 * answers OPTIONS before the router where the route would decide (an unknown URL, a route that
 * answers every method itself). Every refusal keeps the headers the route says all its answers carry
 * (AnswerHeadersHandle: a preview's noindex).
 */
import { data, type MiddlewareFunction } from "react-router";
import { NO_STORE, NO_STORE_HEADERS } from "~/http/no-store";
import type { RequestContext } from "~/lib/request-context";
import { type AddressMethods, methodsAt, routeTableOf } from "./route-methods.server";

export const READ_ONLY_METHODS = "GET, HEAD";
export const FORM_PAGE_METHODS = "GET, HEAD, POST";

/**
 * The root route's middleware; `message` (the site's words) for the JSON answer. A page's refusal is
 * thrown, so React Router renders it as the page's error (and `refusalHeaders` names its methods: a
 * thrown response's headers do not reach the page); a refusal the client caused is not logged as a
 * failure (entry.server.tsx). No route table (the build-time prerender, which only reads): no check.
 */
export function answerWrongMethod(message: string): MiddlewareFunction<Response> {
  return ({ request, context }, next) => {
    if (request.method === "GET" || request.method === "HEAD") return next();
    const routes = routeTableOf(context);
    if (!routes) return next();
    const address = methodsAt(routes, request);
    if (!address) throw data(null, { status: 404 });
    if (address.ownMethods) return next();
    if (!address.page) {
      if (address.takesPost) return next();
      return Response.json(
        { message },
        { status: 405, headers: { Allow: READ_ONLY_METHODS, ...NO_STORE_HEADERS, ...address.answerHeaders } },
      );
    }
    if (request.method === "POST" && address.takesPost) return next();
    throw data(null, { status: 405 });
  };
}

/**
 * Names the methods of the address on a 405 that does not, in `headers` of the response with
 * `status`: the refusal above, React Router's own for a method it refuses on a page before any
 * route code runs (OPTIONS), and an answer of the router's data request (`/api/contact.data`), whose
 * encoding drops the headers the route's own answer had. Never kept by a cache.
 */
export function refusalHeaders(
  status: number,
  headers: Headers,
  request: Request,
  context: RequestContext,
): void {
  if (status !== 405 || headers.has("Allow")) return;
  const address = addressOf(request, context);
  if (address) nameMethods(headers, address);
}

/**
 * An answer of the router's data request: as above, and since its encoding drops the route's own
 * headers whatever the status (`/staff/leads.csv.data`, a request no client of the site sends, lost
 * the staff area's noindex on its 404 and its 405), the headers the route says all its answers
 * carry are put back.
 */
export function dataRequestHeaders(
  status: number,
  headers: Headers,
  request: Request,
  context: RequestContext,
): void {
  const address = addressOf(request, context);
  if (!address) return;
  if (status === 405 && !headers.has("Allow")) nameMethods(headers, address);
  setAll(headers, address.answerHeaders);
}

function addressOf(request: Request, context: RequestContext): AddressMethods | undefined {
  const routes = routeTableOf(context);
  return routes && methodsAt(routes, request);
}

function nameMethods(headers: Headers, address: AddressMethods): void {
  headers.set("Allow", address.takesPost ? FORM_PAGE_METHODS : READ_ONLY_METHODS);
  headers.set("Cache-Control", NO_STORE);
  setAll(headers, address.answerHeaders);
}

function setAll(headers: Headers, values: Readonly<Record<string, string>> | undefined): void {
  for (const [name, value] of Object.entries(values ?? {})) headers.set(name, value);
}
