/**
 * The answer to a method an address without a page does not take: a POST, PUT or DELETE to a JSON
 * address, a feed, a CSV or the sitemap, which only read. React Router answers those 405 without an
 * Allow header and with the body {"message":"Unexpected Server Error"}, which tells a client nothing
 * true. Addresses that take other methods answer 405 themselves, with their own Allow header, and
 * pages render their own error page (a page may take POST for its form, which a middleware cannot
 * see): those answers pass unchanged.
 */
import { NO_STORE_HEADERS } from "~/lib/no-store";

export const READ_ONLY_METHODS = "GET, HEAD";

type Middleware = (args: unknown, next: () => Promise<Response>) => Promise<Response>;

/** The middleware that answers such requests with `message` (the site's words, passed in). */
export function answerWrongMethod(message: string): Middleware {
  return async (_args, next) => {
    const response = await next();
    if (response.status !== 405 || response.headers.has("Allow")) return response;
    if (response.headers.get("Content-Type")?.startsWith("text/html")) return response;
    return Response.json(
      { message },
      { status: 405, headers: { Allow: READ_ONLY_METHODS, ...NO_STORE_HEADERS } },
    );
  };
}
