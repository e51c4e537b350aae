/**
 * The lead contract shared by browser and server: endpoints, field names, form ids, each form's fields
 * and rules, and limits. Visitor-facing texts are in app/site/form-text.ts.
 */

export const LEAD_ENDPOINT = "/api/contact";
export const CAPTCHA_CHALLENGE_URL = "/api/captcha";
/** Which captcha the server verifies: ALTCHA by default, or reCAPTCHA v2 with its site key. */
export const CAPTCHA_CONFIG_URL = "/api/captcha-config";
export type CaptchaClientConfig = { provider: "altcha" } | { provider: "recaptcha"; siteKey: string };

/** Hidden field telling the server which form was sent (optional for API clients). */
export const FORM_ID_FIELD = "form";
/** The captcha payload; the published API names it `recaptcha` whatever the provider. */
export const CAPTCHA_FIELD = "recaptcha";
/** The honeypot field, hidden from people and assistive technology. */
export const HONEYPOT_FIELD = "company_website";
/** Without JavaScript: the signed token of the captcha question, and the visitor's answer. */
export const NO_SCRIPT_TOKEN_FIELD = "captcha_token";
export const NO_SCRIPT_ANSWER_FIELD = "captcha_answer";
/**
 * A random UUID the browser makes once per send and keeps across retries; the lead is stored under it,
 * so a retry after a lost response is not stored twice.
 */
export const SUBMISSION_ID_FIELD = "submission_id";

const SUBMISSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isSubmissionId(value: unknown): value is string {
  return typeof value === "string" && SUBMISSION_ID.test(value);
}

/** A version 4 UUID, also where `crypto.randomUUID` is missing (pages on plain http). */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The job opening an application is for: the opening's stable key, as its page gives it to the form. */
export const OPENING_FIELD = "opening";

/**
 * An opening's stable key: the shape app/cms gives every item's key (letters, digits, - or _, at most
 * 64, starting with a letter or digit). Repeated here because the lead feature does not import the CMS;
 * contract.test.ts keeps the two equal.
 */
export const OPENING_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export const formIds = ["contact", "demo", "internship", "job-apply"] as const;
export type FormId = (typeof formIds)[number];

export function isFormId(value: unknown): value is FormId {
  return typeof value === "string" && (formIds as readonly string[]).includes(value);
}

/**
 * The two sets of rules and texts of the lead forms:
 * - "contact-page": phone allows digits, + and -; products optional; failures show the server's message.
 * - "apply-and-demo": phone digits only; a product required when offered; fixed texts, then the form resets.
 */
export type FormVariant = "contact-page" | "apply-and-demo";

/** "files": several attachments; "cv": one CV file sent with cvUpload=Yes; "none": no file input. */
export type AttachmentMode = "files" | "cv" | "none";

/** The contact page's product checkboxes send the product names. */
const contactPageProducts = ["PRIZM Networks", "PRIZM Rates", "PRIZM Shopping", "Data & Technology"] as const;
/** The demo form's checkboxes send codes. */
export const demoProducts = ["cre", "tic", "Services"] as const;
export type ProductCode = (typeof contactPageProducts)[number] | (typeof demoProducts)[number];

/** The fields and rules of one form; its layout is up to the page. */
export type LeadFormSpec = {
  variant: FormVariant;
  messageRequired: boolean;
  attachments: AttachmentMode;
  /** Product-of-interest codes; empty hides the field. Required in "apply-and-demo" when offered. */
  products: readonly ProductCode[];
  /** Where the product checkboxes go; the demo form puts them right after the name. */
  productPosition?: "after-name" | "after-contact";
};

const applyForm = {
  variant: "apply-and-demo",
  messageRequired: true,
  attachments: "cv",
  products: [],
} as const satisfies LeadFormSpec;

export const leadForms: Record<FormId, LeadFormSpec> = {
  contact: {
    variant: "contact-page",
    messageRequired: false,
    attachments: "files",
    products: contactPageProducts,
  },
  /** The home page's "Get a demo" dialog; a product is required so sales know which demo to prepare. */
  demo: {
    variant: "apply-and-demo",
    messageRequired: false,
    attachments: "none",
    products: demoProducts,
    productPosition: "after-name",
  },
  internship: applyForm,
  "job-apply": applyForm,
};

/** Accepted attachment types; the server also checks each file's signature. */
export const acceptedFileExtensions = [".pdf", ".doc", ".docx"] as const;

/** Lengths of the decoded text fields (raw sizes are bounded while parsing). */
export const FIELD_LIMITS = { name: 200, email: 254, contact: 30, message: 5000, productCount: 10 } as const;
