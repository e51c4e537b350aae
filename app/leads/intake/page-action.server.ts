/**
 * The route `action` of pages with a LeadForm, for browsers without JavaScript: runs the same pipeline
 * as POST /api/contact and re-renders the page with the outcome and, when refused, the visitor's input.
 */
import { data } from "react-router";
import type { RequestContext } from "~/lib/request-context";
import type { LeadActionData } from "../shared/action-data";
import { FORM_ID_FIELD, isFormId, leadForms } from "../shared/contract";
import { clientIpOf } from "~/http/client-ip.server";
import { failureMessage } from "~/leads/shared/variant-messages";
import { submitLead } from "./submit.server";

type ActionArgs = { request: Request; url: URL; context: RequestContext };

export async function leadAction({ request, url, context }: ActionArgs) {
  // The form id is also in the URL, so the outcome reaches the right form even if the body was unreadable.
  const fromUrl = url.searchParams.get(FORM_ID_FIELD);
  const outcome = await submitLead(request, { clientIp: clientIpOf(context), postedToPage: url.pathname });

  const { echo } = outcome;
  const formId = (isFormId(fromUrl) ? fromUrl : undefined) ?? echo?.formId ?? "contact";
  const config = leadForms[formId];

  const ok = outcome.status === 200;
  const body: LeadActionData = {
    formId,
    ok,
    status: outcome.status,
    // The same texts as with JavaScript: failures are worded per form variant.
    message: ok
      ? outcome.body.message
      : failureMessage(config.variant, { serverMessage: outcome.body.message }),
    ...(outcome.body.errors ? { errors: outcome.body.errors } : {}),
    ...(echo ? { values: echo.values } : {}),
    ...(echo?.hadFiles && config.attachments !== "none" ? { attachAgain: true } : {}),
  };
  return data(body, { status: outcome.status, headers: outcome.headers });
}
