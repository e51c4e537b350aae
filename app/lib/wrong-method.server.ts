/**
 * The answer to a method an address does not take, given before any loader or action runs. Every
 * such 405 names the methods the address does take in an Allow header, which a 405 must carry:
 * - a page takes GET and HEAD, and POST where its route has a form action; any other method, and a
 *   POST to a page without one, gets the site's error page (the router's own encoding for its
 *   `.data` requests), so no action sees a PUT or a DELETE;
 * - an address without a page that only reads (JSON, a feed, a CSV, the sitemap) answers a JSON
 *   message: React Router's own answer there is a bare 405 with {"message":"Unexpected Server Error"},
 *   which tells a client nothing true;
 * - an address without a page that has an action answers every method itself, with its own Allow.
 * Addresses without a page answer OPTIONS as React Router does, as a GET.
 */
import { data, type MiddlewareFunction } from "react-router";
import { NO_STORE, NO_STORE_HEADERS } from "~/lib/no-store";
import type { RequestContext } from "~/lib/request-context";
import { type AddressMethods, methodsAt, routeTableOf } from "./route-methods.server";

export const READ_ONLY_METHODS = "GET, HEAD";
export const FORM_PAGE_METHODS = "GET, HEAD, POST";

/** What the address of a request that does not only read takes; none without a route table. */
function addressOf(request: Request, context: RequestContext): AddressMethods | undefined {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  const routes = routeTableOf(context);
  return routes && methodsAt(routes, request);
}

/**
 * The root route's middleware; `message` (the site's words) for the JSON answer. A page's refusal is
 * thrown, so React Router renders it as the page's error (and `pageRefusalHeaders` names its
 * methods: a thrown response's headers do not reach the page); a refusal the client caused is not
 * logged as a failure (entry.server.tsx).
 */
export function answerWrongMethod(message: string): MiddlewareFunction<Response> {
  return ({ request, context }, next) => {
    const address = addressOf(request, context);
    if (!address) return next();
    if (!address.page) {
      if (address.takesPost || request.method === "OPTIONS") return next();
      return Response.json(
        { message },
        { status: 405, headers: { Allow: READ_ONLY_METHODS, ...NO_STORE_HEADERS } },
      );
    }
    if (request.method === "POST" && address.takesPost) return next();
    throw data(null, { status: 405 });
  };
}

/**
 * Names the methods on a page's 405, in `headers` of the response with `status`, for a page and for
 * the router's data request alike: the refusal above, or React Router's own for a method it does
 * not know (OPTIONS, say), which it gives before any middleware runs. Never kept by a cache.
 */
export function pageRefusalHeaders(
  status: number,
  headers: Headers,
  request: Request,
  context: RequestContext,
): void {
  if (status !== 405 || headers.has("Allow")) return;
  const address = addressOf(request, context);
  if (!address?.page) return;
  headers.set("Allow", address.takesPost ? FORM_PAGE_METHODS : READ_ONLY_METHODS);
  headers.set("Cache-Control", NO_STORE);
}
