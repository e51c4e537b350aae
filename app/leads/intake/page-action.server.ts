/**
 * The no-JavaScript path of the lead forms: a page that hosts a LeadForm exports this as its route
 * `action`. The browser posts the form natively (multipart) to the page itself; the same pipeline as
 * POST /api/contact runs, and the page renders again with the outcome (LeadForm reads the action data):
 * the forms' fixed messages, the field errors on their fields, and the visitor's text kept when refused.
 */
import { data } from "react-router";
import type { RequestContext } from "~/lib/request-context";
import type { LeadActionData } from "../shared/action-data";
import { FORM_ID_FIELD, isFormId, leadForms } from "../shared/contract";
import { clientIpOf } from "~/http/client-ip.server";
import { failureMessage } from "~/leads/shared/variant-messages";
import { submitLead } from "./submit.server";

export async function leadAction({
  request,
  url,
  context,
}: {
  request: Request;
  url: URL;
  context: RequestContext;
}) {
  // LeadForm posts to "<page>?form=<id>" so the outcome lands on the right form even when the body
  // could not be read.
  const fromUrl = url.searchParams.get(FORM_ID_FIELD);
  const outcome = await submitLead(request, { clientIp: clientIpOf(context), postedToPage: url.pathname });

  // A refusal of fields, a file's type included, hands the entries back to be corrected; the other
  // refusals (rate limit, size of the whole request) only say why.
  const echo = outcome.body.errors ? outcome.echo : undefined;
  const formId = (isFormId(fromUrl) ? fromUrl : undefined) ?? echo?.formId ?? "contact";
  const config = leadForms[formId];
  const values = echo
    ? Object.fromEntries(
        Object.entries(echo.values).filter(([name]) => name !== "product" || config.products.length > 0),
      )
    : undefined;

  const ok = outcome.status === 200;
  const body: LeadActionData = {
    formId,
    ok,
    status: outcome.status,
    // The same texts as the script path: success as sent, failures per form variant.
    message: ok
      ? outcome.body.message
      : failureMessage(config.variant, { serverMessage: outcome.body.message }),
    ...(outcome.body.errors ? { errors: outcome.body.errors } : {}),
    ...(values ? { values } : {}),
    ...(echo?.hadFiles && config.attachments !== "none" ? { attachAgain: true } : {}),
  };
  return data(body, { status: outcome.status, headers: outcome.headers });
}
