/**
 * One Zod schema per form for the text fields, shared by the browser (Conform) and the server. Files
 * and the captcha are checked elsewhere.
 */
import { z } from "zod";
import {
  CAPTCHA_FIELD,
  FIELD_LIMITS,
  OPENING_FIELD,
  OPENING_KEY,
  type FormId,
  type LeadFormSpec,
  leadForms,
  type ProductCode,
} from "./contract";
import { leadMessages } from "./variant-messages";
import { formSchemaMessages } from "~/site/form-schema-text";

// Zod's JIT uses `new Function`, which our CSP forbids (no 'unsafe-eval'); even its feature test is
// reported as a violation.
z.config({ jitless: true });

/**
 * An e-mail pattern that runs in linear time: no repeated character class can contain the '@' or '.'
 * that follows it, so backtracking stays bounded.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,63}$/;

/** The validated text fields of a lead (absent when the form does not show the field). */
export type LeadFields = {
  name?: string;
  email?: string;
  contact?: string;
  message?: string;
  product?: string[];
  opening?: string;
};

function emptyAsAbsent(text: z.ZodType<string>) {
  return text.optional().transform((value) => (value ? value : undefined));
}

function requiredText(max: number, requiredMessage: string, tooLong: string) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, tooLong);
}

/** `captcha`: also require the captcha payload, so the browser blocks sending until the captcha is solved. */
type LeadSchemaOptions = { captcha?: boolean };

/** Each field's schema, by its name in the request: also what the API description is made from. */
export function leadFieldShape(config: LeadFormSpec, options: LeadSchemaOptions = {}) {
  const m = leadMessages(config.variant);
  const tooLong =
    config.variant === "contact-page"
      ? formSchemaMessages.tooLong.contactPage
      : formSchemaMessages.tooLong.otherForms;
  // Empty means not given; the contact page allows digits, + and -, the other forms digits only.
  const phonePattern = config.variant === "contact-page" ? /^[0-9+-]*$/ : /^[0-9]*$/;
  const shape: Record<string, z.ZodType> = {
    name: requiredText(FIELD_LIMITS.name, m.nameRequired, tooLong(FIELD_LIMITS.name)),
    email: z
      .string({ error: m.emailRequired })
      .trim()
      .min(1, { message: m.emailRequired, abort: true })
      // Length first, so the pattern only sees short strings.
      .max(FIELD_LIMITS.email, { message: m.emailInvalid, abort: true })
      .regex(EMAIL_PATTERN, { message: m.emailInvalid }),
    contact: emptyAsAbsent(
      z
        .string()
        .trim()
        .max(FIELD_LIMITS.contact, { message: m.phoneInvalid, abort: true })
        .regex(phonePattern, { message: m.phoneInvalid }),
    ),
    message: config.messageRequired
      ? requiredText(FIELD_LIMITS.message, m.messageRequired, tooLong(FIELD_LIMITS.message))
      : emptyAsAbsent(z.string().trim().max(FIELD_LIMITS.message, tooLong(FIELD_LIMITS.message))),
  };

  if (config.products.length > 0) {
    const values = [...config.products] as [ProductCode, ...ProductCode[]]; // non-empty: checked above
    const item = z.enum(values, { error: m.productRequired || formSchemaMessages.unlistedProduct });
    // Only a crafted request sends too many products or duplicates: too many is refused, duplicates kept once.
    const atMost = (list: z.ZodArray<typeof item>) =>
      list.max(FIELD_LIMITS.productCount, formSchemaMessages.unlistedProduct);
    const distinct = (list: ProductCode[]) => [...new Set(list)];
    shape.product =
      config.variant === "apply-and-demo"
        ? atMost(z.array(item, { error: m.productRequired }).min(1, m.productRequired)).transform(distinct)
        : atMost(z.array(item))
            .optional()
            .transform((value) => distinct(value ?? []));
  }

  // Only an application (a form with a CV) names its opening. Every form reads the field, so one that
  // takes no opening refuses a sent one rather than drop it. Empty means not given, as for text fields.
  const { malformed, notAnApplication } = formSchemaMessages.opening;
  const opening =
    config.attachments === "cv"
      ? z.string({ error: malformed }).refine((key) => key === "" || OPENING_KEY.test(key), malformed)
      : z.string({ error: notAnApplication }).max(0, notAnApplication);
  shape[OPENING_FIELD] = emptyAsAbsent(opening);

  if (options.captcha) {
    shape[CAPTCHA_FIELD] = z.string({ error: m.captchaRequired }).trim().min(1, m.captchaRequired);
  }

  return shape;
}

export function leadSchema(formId: FormId, options: LeadSchemaOptions = {}) {
  return z.object(leadFieldShape(leadForms[formId], options)) as unknown as z.ZodType<LeadFields>;
}
