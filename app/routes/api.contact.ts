/** POST /api/contact: the lead pipeline; responds with JSON `{ message, errors? }`. */
import { clientIpOf } from "~/http/client-ip.server";
import { leadResponse, submitLead } from "~/leads/intake/submit.server";
import { leadAnswers } from "~/site/api-answers.server";
import type { Route } from "./+types/api.contact";
import { NO_STORE_HEADERS } from "~/http/no-store";

export async function action({ request, context }: Route.ActionArgs) {
  return leadResponse(await submitLead(request, { clientIp: clientIpOf(context) }));
}

export function loader() {
  return Response.json(
    { message: leadAnswers.methodNotAllowed },
    { status: 405, headers: { Allow: "POST", ...NO_STORE_HEADERS } },
  );
}
