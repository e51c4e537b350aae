/** GET /api/leads?format=csv|json: staff listing behind `Authorization: Bearer $ADMIN_TOKEN`. */
import { leadsResponse } from "~/leads/staff/lead-export.server";
import { guardedClient } from "~/ops/bearer-gate-limit.server";
import { logger } from "~/lib/logger.server";
import { NO_STORE_HEADERS } from "~/http/no-store";
import type { Route } from "./+types/api.leads";

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    return await leadsResponse(request, guardedClient(context));
  } catch (error) {
    logger.error({ err: error }, "lead listing failed");
    return Response.json({ message: "Storage unavailable" }, { status: 503, headers: NO_STORE_HEADERS });
  }
}
