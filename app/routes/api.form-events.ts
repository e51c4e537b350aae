/** POST /api/form-events: a lead form was shown or first touched; responds 204, or JSON `{ message }`. */
import { clientIpOf } from "~/http/client-ip.server";
import { formEventResponse } from "~/leads/insights/form-event-intake.server";
import type { Route } from "./+types/api.form-events";

export function action({ request, context }: Route.ActionArgs | Route.LoaderArgs) {
  return formEventResponse(request, clientIpOf(context));
}

export const loader = action;
