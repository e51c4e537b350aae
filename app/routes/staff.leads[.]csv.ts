/** GET /staff/leads.csv: the staff page's filter as a CSV download, for a signed-in session (ADR 013). */
import { staffDownload } from "~/leads/staff/downloads-only-read.server";
import { clientIpOf } from "~/http/client-ip.server";
import { parseLeadQuery } from "~/leads/staff/filter";
import { STAFF_ROUTE_HANDLE } from "~/leads/staff/paths";
import { exportResponse } from "~/leads/staff/lead-export.server";
import type { Route } from "./+types/staff.leads[.]csv";

export const handle = STAFF_ROUTE_HANDLE;
export const middleware: Route.MiddlewareFunction[] = [staffDownload];

export function loader({ url, context }: Route.LoaderArgs) {
  const { filter } = parseLeadQuery(url.searchParams);
  return exportResponse("csv", filter, { via: "page", clientIp: clientIpOf(context) });
}
