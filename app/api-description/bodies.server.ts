/**
 * The bodies of the API description as zod schemas, turned into JSON Schema (2020-12, OpenAPI 3.1's
 * dialect) by zod itself. Requests are described as a client may send them, answers as sent.
 */
import { z } from "zod";
import { allArticles, type ArticleCollection } from "~/cms/collection-descriptors";
import { publishedListSchemas } from "~/cms/serialize.server";
import { formEvent } from "~/leads/insights/form-event-intake.server";
import { ATTRIBUTION_FIELD, FORM_PAGE_FIELD } from "~/leads/shared/attribution";
import {
  acceptedFileExtensions,
  CAPTCHA_FIELD,
  type CaptchaClientConfig,
  FORM_ID_FIELD,
  formIds,
  HONEYPOT_FIELD,
  leadForms,
  NO_SCRIPT_ANSWER_FIELD,
  NO_SCRIPT_TOKEN_FIELD,
  OPENING_FIELD,
  OPENING_KEY,
  SUBMISSION_ID_FIELD,
} from "~/leads/shared/contract";
import { UPLOAD_LIMITS } from "~/settings/upload-limits";
import { ATTRIBUTION_LIMITS, clickIdParams, utmParams } from "~/leads/shared/first-touch-wire";
import { leadFieldShape } from "~/leads/shared/schema";

export const componentRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A generated schema without the keywords only a stand-alone document carries. */
const embedded = ({ $schema, $id, ...schema }: z.core.JSONSchema.BaseSchema) => schema;

const requests = z.registry<{ id: string }>();
const answers = z.registry<{ id: string }>();

const firstTouch = z
  .object({
    landing_page: z.string().regex(/^\//).describe("The path of the first page of the visit."),
    referrer: z.url().describe("The origin of the referring site (never its full address)."),
    ...Object.fromEntries(utmParams.map((param) => [param, z.string()])),
    click_ids: z
      .array(z.enum(clickIdParams))
      .describe("The ad networks' click ids present (never their values)."),
  })
  .partial()
  .describe(
    "Read leniently: unknown keys are dropped, a value that breaks the rules (markup, control characters, " +
      `a leading = + - @) is not kept, utm values are cut to ${ATTRIBUTION_LIMITS.utm} characters.`,
  );
requests.add(firstTouch, { id: "FirstTouch" });

const jsonText = (description: string, contentSchema: object) =>
  z.string().meta({ description, contentMediaType: "application/json", contentSchema });
const file = z.string().meta({ contentMediaType: "application/octet-stream" });
const productLists = z.union(Object.values(leadForms).flatMap((form) => leadFieldShape(form).product ?? []));

/** What a lead's multipart body has besides the form's text fields, all optional. */
const leadExtras = z
  .object({
    product: jsonText(
      "The products of interest, as a JSON list (a demo request needs one).",
      embedded(z.toJSONSchema(productLists, { io: "input", unrepresentable: "any" })),
    ),
    files: z
      .array(file)
      .max(UPLOAD_LIMITS.maxFiles)
      .describe(
        `The contact form's attachments: ${acceptedFileExtensions.join(", ")}, each checked by its bytes.`,
      ),
    cv: file.describe("The one CV file of a job application (sent with cvUpload=Yes)."),
    cvUpload: z.literal("Yes"),
    [OPENING_FIELD]: z
      .string()
      .regex(OPENING_KEY)
      .describe(
        "A job or internship application only: the stable key of the job opening it is for, as the opening's " +
          "page gives it. Refused with any other form, and when it breaks the pattern.",
      ),
    [CAPTCHA_FIELD]: z
      .string()
      .describe(
        "The solved challenge of GET /api/captcha, or reCAPTCHA's token (GET /api/captcha-config says which).",
      ),
    [HONEYPOT_FIELD]: z.string().max(0).describe("Must be empty: only robots fill it in."),
    [NO_SCRIPT_TOKEN_FIELD]: z.string().describe("Pages without JavaScript: the signed question."),
    [NO_SCRIPT_ANSWER_FIELD]: z.string().describe("Pages without JavaScript: the answer to it."),
    [SUBMISSION_ID_FIELD]: z
      .uuid()
      .describe("Made once per send and kept across its retries: a lead already stored is stored once."),
    [ATTRIBUTION_FIELD]: jsonText("The first touch of the visit.", componentRef("FirstTouch")),
    [FORM_PAGE_FIELD]: z.string().regex(/^\//).describe("The path of the page the form was sent from."),
  })
  .partial();

/** The contact form's text fields: the other forms' are the same or stricter. */
const leadSubmission = z.object({
  [FORM_ID_FIELD]: z
    .enum(formIds)
    .optional()
    .describe(
      "Which form was sent. Without it a request with `cv` or `cvUpload` is a job application, a `product` " +
        "list of only the demo codes without files a demo request, anything else a contact message.",
    ),
  ...leadFieldShape(leadForms.contact),
  ...leadExtras.shape,
});
requests.add(leadSubmission, { id: "LeadSubmission" });
requests.add(formEvent, { id: "FormStep" });

answers.add(
  z.object({
    message: z.string().describe("What happened and what to do, in words a visitor can read."),
    errors: z.record(z.string(), z.array(z.string()).min(1)).optional().describe("What is wrong, per field."),
  }),
  { id: "Message" },
);

answers.add(
  z.union([
    z.object({ provider: z.literal("altcha") }),
    z.object({ provider: z.literal("recaptcha"), siteKey: z.string() }),
  ]) satisfies z.ZodType<CaptchaClientConfig>,
  { id: "CaptchaConfig" },
);
/** altcha-lib's signed challenge, for its widget or solver: its shape is altcha-lib's to change. */
const altchaChallenge = z.looseObject({ parameters: z.looseObject({}), signature: z.string() });
answers.add(altchaChallenge, { id: "AltchaChallenge" });

/** BlogList for the blog's entries. */
export const listSchemaName = ({ entryType }: ArticleCollection) =>
  `${entryType.charAt(0).toUpperCase()}${entryType.slice(1)}List`;
for (const collection of allArticles) {
  answers.add(publishedListSchemas[collection.key], { id: listSchemaName(collection) });
}
answers.add(
  z
    .object({ data: z.null(), error: z.object({ status: z.int(), name: z.string(), message: z.string() }) })
    .describe("Strapi's error shape, so a client written for Strapi reads it the same way."),
  { id: "ContentError" },
);

/** Every registered schema by its name. Refinements and transforms have no JSON form: left out. */
function componentSchemas(registry: typeof requests, io: "input" | "output") {
  const uri = (id: string) => componentRef(id).$ref;
  const { schemas } = z.toJSONSchema(registry, { io, uri, unrepresentable: "any" });
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, embedded(schema)]));
}

export const bodySchemas = { ...componentSchemas(requests, "input"), ...componentSchemas(answers, "output") };
