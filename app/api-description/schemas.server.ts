/**
 * The bodies of the API, as JSON Schema: each built from the constants and types of the code that
 * sends or reads it (the lead contract, the attribution rules, the staff listing, the published
 * content), so a new field or a changed limit either shows up here or fails the type check.
 *
 * Written out rather than generated from the Zod lead schema: that schema checks the decoded text
 * fields only (its transforms and e-mail refinement have no JSON Schema form), while the body below
 * is the multipart request as sent, with its files, the JSON-encoded product list and the captcha.
 */
import { allCollections, type Collection } from "~/cms/collections";
import type { ApiImage, blogAttributes, newsAttributes } from "~/cms/serialize.server";
import type { CollectionKind } from "~/cms/types";
import { CONTENT_TYPES } from "~/leads/intake/file-signature.server";
import { ATTRIBUTION_FIELD, FORM_PAGE_FIELD, type LeadAttribution } from "~/leads/shared/attribution";
import {
  ATTRIBUTION_LIMITS,
  clickIdParams,
  type FirstTouch,
  utmParams,
} from "~/leads/shared/first-touch-wire";
import {
  acceptedFileExtensions,
  CAPTCHA_FIELD,
  type CaptchaClientConfig,
  contactPageProducts,
  demoProducts,
  FIELD_LIMITS,
  FORM_ID_FIELD,
  formIds,
  HONEYPOT_FIELD,
  NO_SCRIPT_ANSWER_FIELD,
  NO_SCRIPT_TOKEN_FIELD,
  SUBMISSION_ID_FIELD,
  UPLOAD_LIMITS,
} from "~/leads/shared/contract";
import { EMAIL_PATTERN } from "~/leads/shared/schema";
import type { StaffAttachment, StaffLead } from "~/leads/staff/lead-access.server";
import type { JsonSchema } from "./kit.server";
import { ref } from "./kit.server";

/** One schema per property of T, every property named (a property added to T must be described). */
type PropertiesOf<T> = { [K in keyof Required<T>]: JsonSchema };

/** A closed object: exactly these properties, all present but the optional ones named. */
function objectOf<T>(properties: PropertiesOf<T>, optional: readonly (keyof T)[] = []): JsonSchema {
  return {
    type: "object",
    required: Object.keys(properties).filter((key) => !optional.includes(key as keyof T)),
    properties,
    additionalProperties: false,
  };
}

const text = (description: string, extra: JsonSchema = {}): JsonSchema => ({
  type: "string",
  description,
  ...extra,
});
const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: "null" }] });
const stringList = (description: string): JsonSchema => ({
  type: "array",
  items: { type: "string" },
  description,
});

/** A site path as attribution keeps it: no query, no fragment, at most ATTRIBUTION_LIMITS.path long. */
const sitePath: JsonSchema = { type: "string", pattern: "^/(?!/)", maxLength: ATTRIBUTION_LIMITS.path };
const campaignValue: JsonSchema = { type: "string", minLength: 1, maxLength: ATTRIBUTION_LIMITS.utm };
const clickIds: JsonSchema = {
  type: "array",
  items: { enum: [...clickIdParams] },
  uniqueItems: true,
  description: "The ad networks' click ids that were present on the landing page (never their values).",
};

/** A schema for each of these keys. */
function eachOf<Key extends string>(keys: readonly Key[], schema: (key: Key) => JsonSchema) {
  return Object.fromEntries(keys.map((key) => [key, schema(key)])) as Record<Key, JsonSchema>;
}

const utmWireProperties = eachOf(utmParams, (param) => text(`The landing page's ${param} value.`));

/** What the browser keeps of a visit's first touch and sends, as JSON, in ATTRIBUTION_FIELD. */
const firstTouch: JsonSchema = {
  type: "object",
  description:
    "Read leniently: unknown keys are dropped, a value that breaks the rules (markup, control characters, " +
    `a leading = + - @) is not kept, utm values are cut to ${ATTRIBUTION_LIMITS.utm} characters.`,
  properties: {
    landing_page: text("The path of the first page of the visit.", { pattern: "^/" }),
    referrer: text("The origin of the referring site (never its full address).", { format: "uri" }),
    ...utmWireProperties,
    click_ids: clickIds,
  } satisfies PropertiesOf<FirstTouch>,
};

const leadAttribution = objectOf<LeadAttribution>({
  landingPage: nullable(sitePath),
  formPage: nullable(sitePath),
  referrerOrigin: nullable({ type: "string", format: "uri", maxLength: ATTRIBUTION_LIMITS.origin }),
  utmSource: nullable(campaignValue),
  utmMedium: nullable(campaignValue),
  utmCampaign: nullable(campaignValue),
  utmTerm: nullable(campaignValue),
  utmContent: nullable(campaignValue),
  clickIds,
});

/** The content types an attachment download can have. */
export const attachmentTypes = Object.values(CONTENT_TYPES);

const staffAttachment = objectOf<StaffAttachment>({
  n: { type: "integer", minimum: 1, description: "The attachment's place in the lead, from 1." },
  name: text("The file name as sent (cleaned)."),
  contentType: { enum: attachmentTypes },
  size: { type: "integer", minimum: 0 },
  sha256: { type: "string", pattern: "^[0-9a-f]{64}$" },
  storedName: text("The name it is stored under."),
  url: text("Where staff download it (GET, same bearer token).", {
    pattern: "^/api/leads/[0-9a-f-]{36}/attachments/[0-9]+$",
  }),
});

const staffLead = objectOf<StaffLead>({
  id: { type: "string", format: "uuid" },
  createdAt: { type: "string", format: "date-time" },
  form: { enum: [...formIds] },
  name: nullable({ type: "string" }),
  email: nullable({ type: "string" }),
  contact: nullable({ type: "string" }),
  message: nullable({ type: "string" }),
  product: stringList("The products of interest, as the form sent them."),
  attribution: ref("LeadAttribution"),
  mail: text("The status of the lead's e-mail to the sales inbox (none when there is none)."),
  outbox: {
    type: "array",
    description: "Every delivery of the lead (mail, confirmation, webhook), oldest first.",
    items: objectOf<StaffLead["outbox"][number]>({ kind: { type: "string" }, status: { type: "string" } }),
  },
  attachments: { type: "array", items: ref("StaffAttachment") },
});

const apiImage = objectOf<ApiImage>({
  url: { type: "string" },
  formats: objectOf<ApiImage["formats"]>({
    medium: objectOf<ApiImage["formats"]["medium"]>({ url: { type: "string" } }),
    large: objectOf<ApiImage["formats"]["large"]>({ url: { type: "string" } }),
  }),
});
const images: JsonSchema = { type: "array", items: ref("ApiImage") };
const html = text("HTML, as the CMS holds it after the site's sanitising.");
const optionalDate = nullable(text("An ISO 8601 date or date-time.", { pattern: "^\\d{4}-\\d{2}-\\d{2}" }));

/** A collection's published list: `{ data: [{ id, attributes }] }`, Strapi's shape and names. */
const collectionList = (attributes: JsonSchema): JsonSchema => ({
  type: "object",
  required: ["data"],
  additionalProperties: false,
  properties: {
    data: {
      type: "array",
      items: {
        type: "object",
        required: ["id", "attributes"],
        additionalProperties: false,
        properties: { id: { type: "integer" }, attributes },
      },
    },
  },
});

const blogList = collectionList(
  objectOf<ReturnType<typeof blogAttributes>>({
    Title: { type: "string" },
    Description: html,
    Author: nullable({ type: "string" }),
    Updated: optionalDate,
    updatedAt: optionalDate,
    publishedAt: optionalDate,
    Image: images,
  }),
);

const newsList = collectionList(
  objectOf<ReturnType<typeof newsAttributes>>({
    Title: { type: "string" },
    Subheading: nullable(html),
    Description: html,
    Date: optionalDate,
    Image: images,
  }),
);

/** Each collection's published list, by its key: its attributes are its own. */
const collectionLists: { readonly [K in CollectionKind]: JsonSchema } = { blogs: blogList, news: newsList };

/** The name a collection's published list has among the schemas: BlogList for the blog's entries. */
export const listSchemaName = ({ entryType }: Collection) =>
  `${entryType.charAt(0).toUpperCase()}${entryType.slice(1)}List`;

const message: JsonSchema = {
  type: "object",
  required: ["message"],
  additionalProperties: false,
  properties: {
    message: text("What happened and what to do, in words a visitor can read."),
    errors: {
      type: "object",
      description: "Per field (by its name in the request), what is wrong with it.",
      additionalProperties: { type: "array", items: { type: "string" }, minItems: 1 },
    },
  },
};

const contentError: JsonSchema = {
  type: "object",
  description: "Strapi's error shape, so a client written for Strapi reads it the same way.",
  required: ["data", "error"],
  additionalProperties: false,
  properties: {
    data: { type: "null" },
    error: {
      type: "object",
      required: ["status", "name", "message"],
      additionalProperties: false,
      properties: { status: { type: "integer" }, name: { type: "string" }, message: { type: "string" } },
    },
  },
};

const collectionKeys = { enum: allCollections.map(({ key }) => key) };
const refreshOutcome: JsonSchema = {
  type: "object",
  required: ["message", "refreshed", "failed"],
  additionalProperties: false,
  properties: {
    message: { type: "string" },
    refreshed: { type: "array", items: collectionKeys, description: "Collections read again now." },
    failed: {
      type: "array",
      items: collectionKeys,
      description: "Collections whose source did not answer; their last good list is still served.",
    },
  },
};

const altchaChallenge: JsonSchema = {
  type: "object",
  description: "A signed ALTCHA challenge, for the ALTCHA widget or altcha-lib's solver.",
  required: ["parameters", "signature"],
  properties: {
    parameters: {
      type: "object",
      required: ["algorithm", "nonce", "salt", "cost", "keyLength", "keyPrefix"],
      properties: {
        algorithm: { type: "string" },
        nonce: { type: "string" },
        salt: { type: "string" },
        cost: { type: "integer" },
        keyLength: { type: "integer" },
        keyPrefix: { type: "string" },
        keySignature: { type: "string" },
        expiresAt: { type: "integer", description: "Unix time, in seconds." },
      },
    },
    signature: { type: "string" },
  },
};

const captchaConfig: JsonSchema = {
  oneOf: [
    objectOf<Extract<CaptchaClientConfig, { provider: "altcha" }>>({ provider: { const: "altcha" } }),
    objectOf<Extract<CaptchaClientConfig, { provider: "recaptcha" }>>({
      provider: { const: "recaptcha" },
      siteKey: text("reCAPTCHA v2's public site key."),
    }),
  ],
};

const productCodes = [...contactPageProducts, ...demoProducts];
const binary: JsonSchema = { type: "string", contentMediaType: "application/octet-stream" };

/** The multipart body of POST /api/contact: the published call's fields, then the site's own forms'. */
const leadSubmission: JsonSchema = {
  type: "object",
  properties: {
    [FORM_ID_FIELD]: {
      enum: [...formIds],
      description:
        "Which form was sent. Optional: without it a request with `cv` or `cvUpload` is a job application, " +
        "a `product` list of only the demo codes without files a demo request, anything else a contact message.",
    },
    name: text("Required by every form.", { maxLength: FIELD_LIMITS.name }),
    email: text("Required by every form.", { maxLength: FIELD_LIMITS.email, pattern: EMAIL_PATTERN.source }),
    contact: text("A phone number: digits (the contact page also takes + and -).", {
      maxLength: FIELD_LIMITS.contact,
    }),
    message: text("Required by the job application forms.", { maxLength: FIELD_LIMITS.message }),
    product: text(
      "The products of interest, as a JSON list (a demo request needs at least one; one named twice is kept once).",
      {
        contentMediaType: "application/json",
        contentSchema: { type: "array", items: { enum: productCodes }, maxItems: FIELD_LIMITS.productCount },
      },
    ),
    files: {
      type: "array",
      items: binary,
      maxItems: UPLOAD_LIMITS.maxFiles,
      description: `Attachments of the contact form: ${acceptedFileExtensions.join(", ")}, each checked by its bytes.`,
    },
    cv: { ...binary, description: "The one CV file of a job application (sent with cvUpload=Yes)." },
    cvUpload: { const: "Yes" },
    [CAPTCHA_FIELD]: text(
      "The solved challenge of GET /api/captcha (ALTCHA's base64 payload), or reCAPTCHA's response token " +
        "when the server uses reCAPTCHA (GET /api/captcha-config says which).",
    ),
    [HONEYPOT_FIELD]: text("Must be empty: only robots fill it in.", { maxLength: 0 }),
    [NO_SCRIPT_TOKEN_FIELD]: text("Used by the site's pages without JavaScript: the signed question."),
    [NO_SCRIPT_ANSWER_FIELD]: text(
      "Used by the site's pages without JavaScript: the answer to the question.",
    ),
    [SUBMISSION_ID_FIELD]: {
      type: "string",
      format: "uuid",
      description:
        "A random UUID made once per send and kept across its retries: a retry of a lead already stored " +
        "is answered as the first was, and stored once.",
    },
    [ATTRIBUTION_FIELD]: text("The first touch of the visit, as JSON.", {
      contentMediaType: "application/json",
      contentSchema: ref("FirstTouch"),
    }),
    [FORM_PAGE_FIELD]: text("The path of the page the form was sent from.", { pattern: "^/" }),
  },
};

/** Every schema the paths refer to by name. */
export const componentSchemas: Record<string, JsonSchema> = {
  Message: message,
  LeadSubmission: leadSubmission,
  FirstTouch: firstTouch,
  LeadAttribution: leadAttribution,
  StaffLead: staffLead,
  StaffAttachment: staffAttachment,
  LeadList: objectOf<{ leads: StaffLead[] }>({ leads: { type: "array", items: ref("StaffLead") } }),
  AltchaChallenge: altchaChallenge,
  CaptchaConfig: captchaConfig,
  ApiImage: apiImage,
  ...Object.fromEntries(allCollections.map((c) => [listSchemaName(c), collectionLists[c.key]])),
  ContentError: contentError,
  RefreshOutcome: refreshOutcome,
};
