/** GET /api/leads/{id}/attachments/{n}: one uploaded file as a download, staff only. */
import { attachmentDownload, staffApiCall } from "~/leads/staff/lead-access.server";
import { guardedClient } from "~/ops/bearer-gate-limit.server";
import type { Route } from "./+types/api.leads.$id.attachments.$n";

export function loader({ request, params, context }: Route.LoaderArgs) {
  const client = guardedClient(context);
  return staffApiCall(request, client, "attachment download", () =>
    attachmentDownload(params.id, params.n, { via: "api", clientIp: client.ip }),
  );
}
