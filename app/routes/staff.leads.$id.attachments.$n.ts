/** GET /staff/leads/{id}/attachments/{n}: one attachment as a download, for a signed-in session (ADR 013). */
import { staffDownload } from "~/leads/staff/downloads-only-read.server";
import { clientIpOf } from "~/http/client-ip.server";
import { STAFF_ROUTE_HANDLE } from "~/leads/staff/paths";
import { attachmentDownload } from "~/leads/staff/lead-access.server";
import type { Route } from "./+types/staff.leads.$id.attachments.$n";

export const handle = STAFF_ROUTE_HANDLE;
export const middleware: Route.MiddlewareFunction[] = [staffDownload];

export function loader({ params, context }: Route.LoaderArgs) {
  return attachmentDownload(params.id, params.n, { via: "page", clientIp: clientIpOf(context) });
}
