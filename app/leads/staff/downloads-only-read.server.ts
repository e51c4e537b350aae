/**
 * Staff downloads accept only GET and HEAD: 404 while staff access is off, else 405 with Allow (ADR 037).
 * OPTIONS is refused too, because React Router would run the download for it.
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
