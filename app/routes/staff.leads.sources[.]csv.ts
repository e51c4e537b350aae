/** GET /staff/leads/sources.csv: the staff page's sources report (counts only) as a CSV download. */
import { staffDownload } from "~/leads/staff/downloads-only-read.server";
import { sourcesCsvResponse } from "~/leads/insights/staff-insights.server";
import { parseLeadQuery } from "~/leads/staff/filter";
import { STAFF_ROUTE_HANDLE } from "~/leads/staff/paths";
import type { Route } from "./+types/staff.leads.sources[.]csv";

export const handle = STAFF_ROUTE_HANDLE;
export const middleware: Route.MiddlewareFunction[] = [staffDownload];

export function loader({ url }: Route.LoaderArgs) {
  return sourcesCsvResponse(parseLeadQuery(url.searchParams).filter);
}
