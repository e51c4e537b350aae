/** GET /staff/leads.csv: the staff page's filter as a CSV download, for a signed-in session (ADR 013). */
import { data, redirect } from "react-router";
import { refuseAllButReads } from "~/leads/staff/downloads-only-read.server";
import { clientIpOf } from "~/http/client-ip.server";
import { recordAudit } from "~/leads/staff/audit.server";
import { parseLeadQuery } from "~/leads/staff/filter";
import { STAFF_HEADERS, STAFF_PATH, STAFF_ROUTE_HANDLE } from "~/leads/staff/paths";
import { staffAccess } from "~/leads/staff/session.server";
import { countLeads, exportResponse } from "~/leads/staff/lead-export.server";
import type { Route } from "./+types/staff.leads[.]csv";

/** Only reads; every other method is refused with the staff area's headers and its 404 rule. */
export const handle = STAFF_ROUTE_HANDLE;
export const middleware: Route.MiddlewareFunction[] = [refuseAllButReads];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const access = await staffAccess(request);
  if (access === "disabled") throw data(null, { status: 404, headers: STAFF_HEADERS });
  if (access === "signed-out") throw redirect(STAFF_PATH, { status: 303, headers: STAFF_HEADERS });
  const { filter } = parseLeadQuery(url.searchParams);
  await recordAudit({
    kind: "csv-export",
    via: "page",
    clientIp: clientIpOf(context),
    leadCount: await countLeads(filter),
  });
  const response = exportResponse("csv", filter);
  for (const [name, value] of Object.entries(STAFF_HEADERS)) response.headers.set(name, value);
  return response;
}
