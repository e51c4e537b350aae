/**
 * GET /staff/leads/sources.csv: the staff page's sources report (counts only) as a CSV download.
 * 404 while ADMIN_TOKEN is unset; signed-out visitors are sent to the sign-in form.
 */
import { data, redirect } from "react-router";
import { refuseAllButReads } from "~/leads/staff/downloads-only-read.server";
import { sourcesCsvResponse } from "~/leads/insights/staff-insights.server";
import { parseLeadQuery } from "~/leads/staff/filter";
import { STAFF_HEADERS, STAFF_PATH, STAFF_ROUTE_HANDLE } from "~/leads/staff/paths";
import { staffAccess } from "~/leads/staff/session.server";
import type { Route } from "./+types/staff.leads.sources[.]csv";

/** Only reads; every other method is refused with the staff area's headers and its 404 rule. */
export const handle = STAFF_ROUTE_HANDLE;
export const middleware: Route.MiddlewareFunction[] = [refuseAllButReads];

export async function loader({ request, url }: Route.LoaderArgs) {
  const access = await staffAccess(request);
  if (access === "disabled") throw data(null, { status: 404, headers: STAFF_HEADERS });
  if (access === "signed-out") throw redirect(STAFF_PATH, { status: 303, headers: STAFF_HEADERS });
  return sourcesCsvResponse(parseLeadQuery(url.searchParams).filter);
}
