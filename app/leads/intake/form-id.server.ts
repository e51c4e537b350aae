/**
 * Which form a submission belongs to. Our own forms say so in the hidden `form` field; a client that
 * follows the published API sends only that API's fields (name, email, contact, message, product,
 * files or cv + cvUpload, recaptcha), so the form is read from what it sent instead.
 */
import { demoProducts, FORM_ID_FIELD, type FormId, isFormId } from "../shared/contract";

/** What the decision needs from a parsed request: its text fields and the field names of its files. */
export type SubmissionShape = {
  fields: ReadonlyMap<string, readonly string[]>;
  fileFields: readonly string[];
  /** The decoded `product` list, if one was sent. */
  products: readonly string[] | undefined;
};

export type FormIdResolution = { ok: true; formId: FormId } | { ok: false };

const demoProductCodes: ReadonlySet<string> = new Set(demoProducts);

/**
 * An explicit `form` must name a known form. Without it: a CV (the `cv` file or the `cvUpload` flag)
 * makes a job application; a product list made only of the inquiry codes (cre, tic, Services) with no
 * files is a demo request, the one form that offers those codes; anything else is a contact message.
 */
export function resolveFormId({ fields, fileFields, products }: SubmissionShape): FormIdResolution {
  const sent = fields.get(FORM_ID_FIELD);
  if (sent !== undefined) {
    const first = sent[0];
    return isFormId(first) ? { ok: true, formId: first } : { ok: false };
  }
  if (fileFields.includes("cv") || fields.has("cvUpload")) return { ok: true, formId: "job-apply" };
  const onlyDemoCodes =
    products !== undefined && products.length > 0 && products.every((code) => demoProductCodes.has(code));
  if (onlyDemoCodes && fileFields.length === 0) return { ok: true, formId: "demo" };
  return { ok: true, formId: "contact" };
}
