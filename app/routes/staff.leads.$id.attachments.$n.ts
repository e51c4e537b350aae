/** GET /staff/leads/{id}/attachments/{n}: one attachment as a download, for a signed-in session (ADR 013). */
import { data, redirect } from "react-router";
import { refuseAllButReads } from "~/leads/staff/downloads-only-read.server";
import { clientIpOf } from "~/http/client-ip.server";
import { STAFF_HEADERS, STAFF_PATH, STAFF_ROUTE_HANDLE } from "~/leads/staff/paths";
import { staffAccess } from "~/leads/staff/session.server";
import { attachmentDownload } from "~/leads/staff/lead-access.server";
import type { Route } from "./+types/staff.leads.$id.attachments.$n";

/** Only reads; every other method is refused with the staff area's headers and its 404 rule. */
export const handle = STAFF_ROUTE_HANDLE;
export const middleware: Route.MiddlewareFunction[] = [refuseAllButReads];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await staffAccess(request);
  if (access === "disabled") throw data(null, { status: 404, headers: STAFF_HEADERS });
  if (access === "signed-out") throw redirect(STAFF_PATH, { status: 303, headers: STAFF_HEADERS });
  const response = await attachmentDownload(params.id, params.n, {
    via: "page",
    clientIp: clientIpOf(context),
  });
  for (const [name, value] of Object.entries(STAFF_HEADERS)) response.headers.set(name, value);
  return response;
}
