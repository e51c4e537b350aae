/** POST /api/contact: the lead pipeline; responds with JSON `{ message, errors? }`. */
import { clientIpOf } from "~/http/client-ip.server";
import { leadResponse, submitLead } from "~/leads/intake/submit.server";
import { leadAnswers } from "~/site/api-answers.server";
import type { Route } from "./+types/api.contact";
import { jsonMessage } from "~/http/no-store";

export async function action({ request, context }: Route.ActionArgs) {
  return leadResponse(await submitLead(request, { clientIp: clientIpOf(context) }));
}

export function loader() {
  return jsonMessage(405, leadAnswers.methodNotAllowed, { Allow: "POST" });
}
