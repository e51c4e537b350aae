/** GET /staff/leads/sources.csv: the staff page's sources report (counts only) as a CSV download. */
import { staffDownload } from "~/leads/staff/downloads-only-read.server";
import { sourcesCsv } from "~/leads/insights/staff-insights.server";
import { parseLeadQuery } from "~/leads/staff/filter";
import { csvHeaders } from "~/leads/staff/lead-export.server";
import { STAFF_ROUTE_HANDLE } from "~/leads/staff/paths";
import type { Route } from "./+types/staff.leads.sources[.]csv";

export const handle = STAFF_ROUTE_HANDLE;
export const middleware: Route.MiddlewareFunction[] = [staffDownload];

export async function loader({ url }: Route.LoaderArgs) {
  const csv = await sourcesCsv(parseLeadQuery(url.searchParams).filter);
  return new Response(csv, { headers: csvHeaders("lead-sources") });
}
