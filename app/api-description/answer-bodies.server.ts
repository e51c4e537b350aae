/**
 * What the server answers, described as it sends it (`io: "output"`: every object closed). Each
 * schema is tied to the type of the code that sends it, so a field dropped there fails the type check.
 */
import { z } from "zod";
import { allCollections, type Collection } from "~/cms/collection-descriptors";
import type { ApiImage, blogAttributes, newsAttributes } from "~/cms/serialize.server";
import type { CollectionKind } from "~/cms/types";
import { CONTENT_TYPES } from "~/leads/intake/file-signature.server";
import type { LeadAttribution } from "~/leads/shared/attribution";
import { type CaptchaClientConfig, formIds } from "~/leads/shared/contract";
import { ATTRIBUTION_LIMITS } from "~/leads/shared/first-touch-wire";
import type { StaffAttachment, StaffLead } from "~/leads/staff/lead-access.server";
import { components, componentSchemas } from "./json-schema.server";
import { clickIds } from "./request-bodies.server";

const answers = components();
const text = z.string();

const message = z.object({
  message: text.describe("What happened and what to do, in words a visitor can read."),
  errors: z
    .record(z.string(), z.array(z.string()).min(1))
    .optional()
    .describe("Per field (by its name in the request), what is wrong with it."),
});
answers.add(message, { id: "Message" });

const sitePath = z
  .string()
  .regex(/^\/(?!\/)/)
  .max(ATTRIBUTION_LIMITS.path)
  .nullable();
const campaignValue = z.string().min(1).max(ATTRIBUTION_LIMITS.utm).nullable();

const leadAttribution = z.object({
  landingPage: sitePath,
  formPage: sitePath,
  referrerOrigin: z.url().max(ATTRIBUTION_LIMITS.origin).nullable(),
  utmSource: campaignValue,
  utmMedium: campaignValue,
  utmCampaign: campaignValue,
  utmTerm: campaignValue,
  utmContent: campaignValue,
  clickIds,
}) satisfies z.ZodType<LeadAttribution>;
answers.add(leadAttribution, { id: "LeadAttribution" });

/** The content types an attachment download can have. */
export const attachmentTypes = Object.values(CONTENT_TYPES);

const staffAttachment = z.object({
  n: z.int().min(1).describe("The attachment's place in the lead, from 1."),
  name: text.describe("The file name as sent (cleaned)."),
  contentType: z.enum(attachmentTypes),
  size: z.int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  storedName: text.describe("The name it is stored under."),
  url: z
    .string()
    .regex(/^\/api\/leads\/[0-9a-f-]{36}\/attachments\/[0-9]+$/)
    .describe("Where staff download it (GET, same bearer token)."),
}) satisfies z.ZodType<StaffAttachment>;
answers.add(staffAttachment, { id: "StaffAttachment" });

const staffLead = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  form: z.enum(formIds),
  name: text.nullable(),
  email: text.nullable(),
  contact: text.nullable(),
  message: text.nullable(),
  product: z.array(text).describe("The products of interest, as the form sent them."),
  attribution: leadAttribution,
  mail: text.describe("The status of the lead's e-mail to the sales inbox (none when there is none)."),
  outbox: z
    .array(z.object({ kind: text, status: text }))
    .describe("Every delivery of the lead (mail, confirmation, webhook), oldest first."),
  attachments: z.array(staffAttachment),
}) satisfies z.ZodType<StaffLead>;
answers.add(staffLead, { id: "StaffLead" });
answers.add(z.object({ leads: z.array(staffLead) }), { id: "LeadList" });

const apiImage = z.object({
  url: text,
  formats: z.object({ medium: z.object({ url: text }), large: z.object({ url: text }) }),
}) satisfies z.ZodType<ApiImage>;
answers.add(apiImage, { id: "ApiImage" });

const html = text.describe("HTML, as the CMS holds it after the site's sanitising.");
const optionalDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/)
  .nullable()
  .describe("An ISO 8601 date or date-time.");

/** A collection's published list: `{ data: [{ id, attributes }] }`, Strapi's shape and names. */
const listOf = (attributes: z.ZodType) => z.object({ data: z.array(z.object({ id: z.int(), attributes })) });

/** Each collection's published list, by its key: its attributes are its own. */
const collectionLists: { readonly [K in CollectionKind]: z.ZodType } = {
  blogs: listOf(
    z.object({
      Title: text,
      Description: html,
      Author: text.nullable(),
      Updated: optionalDate,
      updatedAt: optionalDate,
      publishedAt: optionalDate,
      Image: z.array(apiImage),
    }) satisfies z.ZodType<ReturnType<typeof blogAttributes>>,
  ),
  news: listOf(
    z.object({
      Title: text,
      Subheading: html.nullable(),
      Description: html,
      Date: optionalDate,
      Image: z.array(apiImage),
    }) satisfies z.ZodType<ReturnType<typeof newsAttributes>>,
  ),
};

/** The name a collection's published list has among the schemas: BlogList for the blog's entries. */
export const listSchemaName = ({ entryType }: Collection) =>
  `${entryType.charAt(0).toUpperCase()}${entryType.slice(1)}List`;
for (const collection of allCollections) {
  answers.add(collectionLists[collection.key], { id: listSchemaName(collection) });
}

const contentError = z
  .object({ data: z.null(), error: z.object({ status: z.int(), name: text, message: text }) })
  .describe("Strapi's error shape, so a client written for Strapi reads it the same way.");
answers.add(contentError, { id: "ContentError" });

const collectionKeys = z.array(z.enum(allCollections.map(({ key }) => key)));
const refreshOutcome = z.object({
  message: text,
  refreshed: collectionKeys.describe("Collections read again now."),
  failed: collectionKeys.describe(
    "Collections whose source did not answer; their last good list is still served.",
  ),
});
answers.add(refreshOutcome, { id: "RefreshOutcome" });

/** altcha-lib's challenge; open, since a newer altcha-lib may add to it. */
const altchaChallenge = z
  .looseObject({
    parameters: z.looseObject({
      algorithm: text,
      nonce: text,
      salt: text,
      cost: z.int(),
      keyLength: z.int(),
      keyPrefix: text,
      keySignature: text.optional(),
      expiresAt: z.int().optional().describe("Unix time, in seconds."),
    }),
    signature: text,
  })
  .describe("A signed ALTCHA challenge, for the ALTCHA widget or altcha-lib's solver.");
answers.add(altchaChallenge, { id: "AltchaChallenge" });

const captchaConfig = z.union([
  z.object({ provider: z.literal("altcha") }),
  z.object({ provider: z.literal("recaptcha"), siteKey: text.describe("reCAPTCHA v2's public site key.") }),
]) satisfies z.ZodType<CaptchaClientConfig>;
answers.add(captchaConfig, { id: "CaptchaConfig" });

export const answerSchemas = componentSchemas(answers, "output");
