/**
 * The middleware of every staff download: 404 while staff access is off; only GET and HEAD, else 405
 * with Allow (ADR 037); signed-out visitors go to the sign-in form; every answer carries the staff
 * area's headers.
 */
import { data, type MiddlewareFunction, redirect } from "react-router";
import { STAFF_HEADERS, STAFF_PATH } from "./paths";
import { staffAccess } from "./session.server";

export const staffDownload: MiddlewareFunction<Response> = async ({ request }, next) => {
  const access = await staffAccess(request);
  if (request.method !== "GET" && request.method !== "HEAD")
    throw data(null, { status: 405, headers: { ...STAFF_HEADERS, Allow: "GET, HEAD" } });
  if (access === "signed-out") throw redirect(STAFF_PATH, { status: 303, headers: STAFF_HEADERS });
  const response = await next();
  for (const [name, value] of Object.entries(STAFF_HEADERS)) response.headers.set(name, value);
  return response;
};
