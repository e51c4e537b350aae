/**
 * What clients send, described as they may send it (`io: "input"`). A lead's text fields are the
 * lead forms' own schemas; the multipart body adds its files, the captcha and the hidden fields.
 */
import { z } from "zod";
import { countedSteps } from "~/leads/insights/form-events";
import { ATTRIBUTION_FIELD, FORM_PAGE_FIELD } from "~/leads/shared/attribution";
import {
  acceptedFileExtensions,
  CAPTCHA_FIELD,
  FIELD_LIMITS,
  FORM_ID_FIELD,
  formIds,
  HONEYPOT_FIELD,
  leadForms,
  NO_SCRIPT_ANSWER_FIELD,
  NO_SCRIPT_TOKEN_FIELD,
  SUBMISSION_ID_FIELD,
} from "~/leads/shared/contract";
import { UPLOAD_LIMITS } from "~/settings/upload-limits";
import {
  ATTRIBUTION_LIMITS,
  clickIdParams,
  type FirstTouch,
  utmParams,
} from "~/leads/shared/first-touch-wire";
import { EMAIL_PATTERN, leadFieldShape } from "~/leads/shared/schema";
import {
  componentRef,
  components,
  componentSchemas,
  type JsonSchema,
  jsonSchemaOf,
} from "./json-schema.server";

const requests = components();

export const clickIds = z.array(z.enum(clickIdParams)).meta({
  description: "The ad networks' click ids that were present on the landing page (never their values).",
  uniqueItems: true,
});

const firstTouch = z
  .object({
    landing_page: z.string().regex(/^\//).describe("The path of the first page of the visit."),
    referrer: z.url().describe("The origin of the referring site (never its full address)."),
    ...Object.fromEntries(
      utmParams.map((param) => [param, z.string().describe(`The landing page's ${param} value.`)]),
    ),
    click_ids: clickIds,
  })
  .partial()
  .describe(
    "Read leniently: unknown keys are dropped, a value that breaks the rules (markup, control characters, " +
      `a leading = + - @) is not kept, utm values are cut to ${ATTRIBUTION_LIMITS.utm} characters.`,
  ) satisfies z.ZodType<FirstTouch>;
requests.add(firstTouch, { id: "FirstTouch" });

/** What the forms' own schemas cannot say about a text field: its refinements have no JSON form. */
const fieldNotes: Record<string, z.GlobalMeta> = {
  name: { description: "Required by every form." },
  email: {
    description: "Required by every form.",
    pattern: EMAIL_PATTERN.source,
    maxLength: FIELD_LIMITS.email,
  },
  contact: { description: "A phone number: digits (the contact page also takes + and -)." },
  message: { description: "Required by the job application forms." },
};
/** The contact form's text fields: it shows every one; its product list is the multipart field below. */
const { product: _products, ...textFields } = leadFieldShape(leadForms.contact);
const productLists = Object.values(leadForms).flatMap((form) => leadFieldShape(form).product ?? []);

/** A JSON text inside a multipart field, described by the schema of what it decodes to. */
const jsonText = (description: string, contentSchema: JsonSchema) =>
  z.string().meta({ description, contentMediaType: "application/json", contentSchema });
const binary = z.string().meta({ contentMediaType: "application/octet-stream" });

/** The multipart body's fields that no form schema has, all optional. */
const leadExtras = z
  .object({
    product: jsonText(
      "The products of interest, as a JSON list (a demo request needs at least one; one named twice is kept once).",
      jsonSchemaOf(z.union(productLists), "input"),
    ),
    files: z
      .array(binary)
      .max(UPLOAD_LIMITS.maxFiles)
      .describe(
        `Attachments of the contact form: ${acceptedFileExtensions.join(", ")}, each checked by its bytes.`,
      ),
    cv: binary.describe("The one CV file of a job application (sent with cvUpload=Yes)."),
    cvUpload: z.literal("Yes"),
    [CAPTCHA_FIELD]: z
      .string()
      .describe(
        "The solved challenge of GET /api/captcha (ALTCHA's base64 payload), or reCAPTCHA's response token " +
          "when the server uses reCAPTCHA (GET /api/captcha-config says which).",
      ),
    [HONEYPOT_FIELD]: z.string().max(0).describe("Must be empty: only robots fill it in."),
    [NO_SCRIPT_TOKEN_FIELD]: z
      .string()
      .describe("Used by the site's pages without JavaScript: the signed question."),
    [NO_SCRIPT_ANSWER_FIELD]: z
      .string()
      .describe("Used by the site's pages without JavaScript: the answer to the question."),
    [SUBMISSION_ID_FIELD]: z
      .uuid()
      .describe(
        "A random UUID made once per send and kept across its retries: a retry of a lead already stored " +
          "is answered as the first was, and stored once.",
      ),
    [ATTRIBUTION_FIELD]: jsonText("The first touch of the visit, as JSON.", componentRef("FirstTouch")),
    [FORM_PAGE_FIELD]: z.string().regex(/^\//).describe("The path of the page the form was sent from."),
  })
  .partial();

const leadSubmission = z.object({
  [FORM_ID_FIELD]: z
    .enum(formIds)
    .optional()
    .describe(
      "Which form was sent. Optional: without it a request with `cv` or `cvUpload` is a job application, " +
        "a `product` list of only the demo codes without files a demo request, anything else a contact message.",
    ),
  ...Object.fromEntries(
    Object.entries(textFields).map(([name, schema]) => [name, schema.meta(fieldNotes[name] ?? {})]),
  ),
  ...leadExtras.shape,
});
requests.add(leadSubmission, { id: "LeadSubmission" });

requests.add(z.strictObject({ form: z.enum(formIds), step: z.enum(countedSteps) }), { id: "FormStep" });

export const requestSchemas = componentSchemas(requests, "input");
