/**
 * The no-JavaScript path of the lead forms: a page that hosts a LeadForm exports this as its route
 * `action`. The browser posts the form natively (multipart) to the page itself; the same pipeline as
 * POST /api/contact runs, and the page renders again with the outcome (LeadForm reads the action data):
 * the spec's messages, the field errors on their fields, and the visitor's text kept when refused.
 */
import { data } from "react-router";
import type { LeadActionData } from "~/components/forms/action-data";
import { FORM_ID_FIELD, type FormId, formConfigs, isFormId } from "~/site/forms";
import { failureMessage } from "./messages";
import { fieldValue, parseMultipart, UPLOAD_LIMITS } from "./multipart.server";
import { submitLead } from "./submit.server";

const TEXT_FIELDS = ["name", "email", "contact", "message"] as const;

/** The text the visitor typed, read again (bounded by the same limits) to refill a refused form. */
async function submittedValues(
  copy: Request,
  knownId: FormId | undefined,
): Promise<{ formId?: FormId; values?: LeadActionData["values"] }> {
  try {
    const form = await parseMultipart(copy, UPLOAD_LIMITS);
    const sentId = fieldValue(form, FORM_ID_FIELD);
    const formId = knownId ?? (isFormId(sentId) ? sentId : undefined);
    if (!formId) return {};
    const config = formConfigs[formId];
    const values: Record<string, string | string[]> = {};
    for (const name of TEXT_FIELDS) {
      const value = fieldValue(form, name);
      if (value !== undefined) values[name] = value;
    }
    const products = form.fields.get("product");
    if (config.product.length > 0 && products) values.product = products;
    return { formId, values };
  } catch {
    return { formId: knownId };
  }
}

export async function leadAction({ request }: { request: Request }) {
  // LeadForm posts to "<page>?form=<id>" so the outcome lands on the right form even when the body
  // could not be read.
  const fromUrl = new URL(request.url).searchParams.get(FORM_ID_FIELD);
  const copy = request.clone();
  const outcome = await submitLead(request);

  let formId: FormId | undefined = isFormId(fromUrl) ? fromUrl : undefined;
  let values: LeadActionData["values"];
  if (outcome.status === 400 && outcome.body.errors) {
    // Validation refused it: the body was read whole within the limits, so reading the copy is bounded.
    const sent = await submittedValues(copy, formId);
    formId = sent.formId;
    values = sent.values;
  } else {
    await copy.body?.cancel().catch(() => {});
  }
  formId ??= "contact";

  const variant = formConfigs[formId].variant;
  const ok = outcome.status === 200;
  const body: LeadActionData = {
    formId,
    ok,
    status: outcome.status,
    // The same texts as the script path: success as sent, failures per reading (spec §8).
    message: ok ? outcome.body.message : failureMessage(variant, { serverMessage: outcome.body.message }),
    ...(outcome.body.errors ? { errors: outcome.body.errors } : {}),
    ...(values ? { values } : {}),
  };
  return data(body, { status: outcome.status, headers: outcome.headers });
}
