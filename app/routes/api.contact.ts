/** POST /api/contact (spec §7, issue 5): the lead pipeline; answers JSON `{ message, errors? }`. */
import { leadResponse, submitLead } from "~/leads/submit.server";
import { pipelineMessages } from "~/leads/server-messages";

export async function action({ request }: { request: Request }) {
  return leadResponse(await submitLead(request));
}

export function loader() {
  return Response.json(
    { message: pipelineMessages.methodNotAllowed },
    { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } },
  );
}
