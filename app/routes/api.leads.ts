/** GET /api/leads?format=csv|json: staff listing behind `Authorization: Bearer $ADMIN_TOKEN`. */
import { staffApiCall } from "~/leads/staff/lead-access.server";
import { leadsResponse } from "~/leads/staff/lead-export.server";
import { guardedClient } from "~/ops/bearer-gate-limit.server";
import type { Route } from "./+types/api.leads";

export function loader({ request, context }: Route.LoaderArgs) {
  const client = guardedClient(context);
  return staffApiCall(request, client, "lead listing", () => leadsResponse(request, client.ip));
}
