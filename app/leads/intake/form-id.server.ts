/**
 * Which form a submission belongs to: the hidden `form` field of our own forms, or for API clients
 * (which send no such field) inferred from the fields sent.
 */
import { demoProducts, FORM_ID_FIELD, type FormId, isFormId } from "../shared/contract";

export type SubmissionShape = {
  fields: ReadonlyMap<string, readonly string[]>;
  fileFields: readonly string[];
  /** The decoded `product` list, if one was sent. */
  products: readonly string[] | undefined;
};

export type FormIdResolution = { ok: true; formId: FormId } | { ok: false };

const demoProductCodes: ReadonlySet<string> = new Set(demoProducts);

/**
 * An explicit `form` must name a known form. Otherwise: a CV means a job application; only demo
 * product codes and no files means a demo request (only that form offers them); else a contact message.
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
