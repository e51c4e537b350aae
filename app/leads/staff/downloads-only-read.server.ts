/**
 * The staff area's downloads (the leads CSV, the sources CSV, an attachment) only read: GET and
 * HEAD. Any other method is refused here, before the root's refusal (their routes' `handle` says
 * they answer every method themselves), with the area's own headers and by its own rule: while
 * staff access is off the address does not exist (404, as for a GET), otherwise 405 with Allow.
 * OPTIONS is refused too: React Router would run the download for it, as for a GET.
 */
import { data, type MiddlewareFunction } from "react-router";
import { STAFF_HEADERS } from "./paths";
import { staffAccess } from "./session.server";

export const DOWNLOAD_METHODS = "GET, HEAD";

export const refuseAllButReads: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (request.method === "GET" || request.method === "HEAD") return next();
  if ((await staffAccess(request)) === "disabled") throw data(null, { status: 404, headers: STAFF_HEADERS });
  throw data(null, { status: 405, headers: { ...STAFF_HEADERS, Allow: DOWNLOAD_METHODS } });
};
