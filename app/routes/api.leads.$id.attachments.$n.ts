/** GET /api/leads/{id}/attachments/{n}: one uploaded file as a download, staff only. */
import { attachmentResponse } from "~/leads/staff/lead-access.server";
import { guardedClient } from "~/ops/bearer-gate-limit.server";
import { logger } from "~/lib/logger.server";
import { NO_STORE_HEADERS } from "~/http/no-store";
import type { Route } from "./+types/api.leads.$id.attachments.$n";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  try {
    return await attachmentResponse(request, guardedClient(context), params.id, params.n);
  } catch (error) {
    logger.error({ err: error }, "attachment download failed");
    return Response.json({ message: "Storage unavailable" }, { status: 503, headers: NO_STORE_HEADERS });
  }
}
