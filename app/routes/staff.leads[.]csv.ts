/** GET /staff/leads.csv: the staff page's filter as a CSV download, for a signed-in session (ADR 013). */
import { data, redirect } from "react-router";
import { parseLeadQuery } from "~/leads/staff-filter";
import { STAFF_HEADERS, STAFF_PATH } from "~/leads/staff-paths";
import { staffAccess } from "~/leads/staff-session.server";
import { csvResponse, listLeads } from "~/leads/staff.server";
import type { Route } from "./+types/staff.leads[.]csv";

export async function loader({ request }: Route.LoaderArgs) {
  const access = await staffAccess(request);
  if (access === "disabled") throw data(null, { status: 404, headers: STAFF_HEADERS });
  if (access === "signed-out") throw redirect(STAFF_PATH, { status: 303, headers: STAFF_HEADERS });
  const { filter } = parseLeadQuery(new URL(request.url).searchParams);
  const response = csvResponse(await listLeads({ filter }));
  for (const [name, value] of Object.entries(STAFF_HEADERS)) response.headers.set(name, value);
  return response;
}
