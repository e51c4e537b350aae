/**
 * The answer to a method an address without a page does not take: a POST, PUT or DELETE to a JSON
 * address, a feed, a CSV or the sitemap, which only read. React Router answers those 405 without an
 * Allow header and with the body {"message":"Unexpected Server Error"}, which tells a client nothing
 * true. Addresses that take other methods answer 405 themselves, with their own Allow header, and
 * pages render their own error page (a page may take POST for its form, which a middleware cannot
 * see): those answers pass unchanged.
 */
import { NO_STORE_HEADERS } from "~/lib/no-store";
import { serverAnswers } from "~/site/server-answers";

export const READ_ONLY_METHODS = "GET, HEAD";

export async function answerWrongMethod(_args: unknown, next: () => Promise<Response>): Promise<Response> {
  const response = await next();
  if (response.status !== 405 || response.headers.has("Allow")) return response;
  if (response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  return Response.json(
    { message: serverAnswers.readOnlyAddress },
    { status: 405, headers: { Allow: READ_ONLY_METHODS, ...NO_STORE_HEADERS } },
  );
}
