/**
 * The lead contract: what the browser and any API client send, and what the server accepts — the
 * endpoints, field names, form ids, the fields and rules of each form, and every limit, each written
 * once. Shared by the forms (client), the page actions and the pipeline (server). The words a visitor
 * reads are not here: labels, hints and validation texts are in app/site/form-text.ts.
 */

/** Where the browser sends a lead and fetches a captcha challenge. */
export const LEAD_ENDPOINT = "/api/contact";
export const CAPTCHA_CHALLENGE_URL = "/api/captcha";
/** Which captcha the server verifies (ALTCHA by default, reCAPTCHA v2 with its site key). */
export const CAPTCHA_CONFIG_URL = "/api/captcha-config";
export type CaptchaClientConfig = { provider: "altcha" } | { provider: "recaptcha"; siteKey: string };

/** Hidden field telling the server which form was sent (optional for API clients). */
export const FORM_ID_FIELD = "form";
/** The captcha payload (the published API calls it recaptcha). */
export const CAPTCHA_FIELD = "recaptcha";
/** The hidden honeypot field; people and assistive technology never see it. */
export const HONEYPOT_FIELD = "company_website";
/** Without JavaScript: the signed token of the question asked instead of the captcha, and the answer. */
export const NO_SCRIPT_TOKEN_FIELD = "captcha_token";
export const NO_SCRIPT_ANSWER_FIELD = "captcha_answer";
/**
 * The submission's own id (a random UUID), made by the browser once per send and kept across the
 * retries of that send; the lead is stored under it. A retry of a lead that was stored while its
 * answer was lost on the way (an instance restarting) is answered as the first was, and stored once.
 */
export const SUBMISSION_ID_FIELD = "submission_id";

const SUBMISSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isSubmissionId(value: unknown): value is string {
  return typeof value === "string" && SUBMISSION_ID.test(value);
}

/** A random (version 4) UUID; also where `crypto.randomUUID` is missing (a page on plain http). */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const formIds = ["contact", "demo", "internship", "job-apply"] as const;
export type FormId = (typeof formIds)[number];

export function isFormId(value: unknown): value is FormId {
  return typeof value === "string" && (formIds as readonly string[]).includes(value);
}

/**
 * The two sets of rules and texts of the lead forms (fields, validation, messages, timings):
 * - "contact-page": the contact page's form. Phone digits, + and -; products optional; a failure shows
 *   the server's own message; the result stays on screen.
 * - "apply-and-demo": the apply forms and the three-checkbox product form. Phone digits only; a product
 *   required when offered; fixed success and failure texts that last 5 s, then the form resets.
 */
export const formVariants = ["contact-page", "apply-and-demo"] as const;
export type FormVariant = (typeof formVariants)[number];

/** "files": several attachments; "cv": one CV file sent with cvUpload=Yes; "none": no file input. */
export type AttachmentMode = "files" | "cv" | "none";

/** What the contact page's product checkboxes send: the product names themselves. */
export const contactPageProducts = [
  "PRIZM Networks",
  "PRIZM Rates",
  "PRIZM Shopping",
  "Data & Technology",
] as const;
/** What the demo form's three checkboxes send: codes. */
export const demoProducts = ["cre", "tic", "Services"] as const;
export type ProductCode = (typeof contactPageProducts)[number] | (typeof demoProducts)[number];

/** The fields and rules of one form; what it looks like is up to the page that shows it. */
export type LeadFormSpec = {
  id: FormId;
  variant: FormVariant;
  showName: boolean;
  showEmail: boolean;
  showContact: boolean;
  showMessage: boolean;
  messageRequired: boolean;
  attachments: AttachmentMode;
  /** Product-of-interest codes; empty hides the field. Required in "apply-and-demo" when offered. */
  products: readonly ProductCode[];
  /** Where the product checkboxes sit: the demo form asks for them right after the name. */
  productPosition?: "after-name" | "after-contact";
};

const allTextFields = { showName: true, showEmail: true, showContact: true, showMessage: true } as const;

/** The apply forms: every text field, the message required, one CV. */
const applyForm = {
  ...allTextFields,
  variant: "apply-and-demo",
  messageRequired: true,
  attachments: "cv",
  products: [],
} as const satisfies Omit<LeadFormSpec, "id">;

export const leadForms: Record<FormId, LeadFormSpec> = {
  /** Contact page: message not required, several attachments, product names. */
  contact: {
    ...allTextFields,
    id: "contact",
    variant: "contact-page",
    messageRequired: false,
    attachments: "files",
    products: contactPageProducts,
  },
  /**
   * Home 'Get a demo' modal: name, product, email, contact and message. Its product
   * rule ('Please select a product.') and three checkboxes belong to the apply-and-demo rules, the
   * only ones where a product choice is required: a demo request without a product would leave the
   * sales team guessing which demo to prepare.
   */
  demo: {
    ...allTextFields,
    id: "demo",
    variant: "apply-and-demo",
    messageRequired: false,
    attachments: "none",
    products: demoProducts,
    productPosition: "after-name",
  },
  /** Internship posting. */
  internship: { ...applyForm, id: "internship" },
  /** /job-apply-form: the same apply form. */
  "job-apply": { ...applyForm, id: "job-apply" },
};

/** Accepted attachment types; the server also checks each file's signature. */
export const acceptedFileExtensions = [".pdf", ".doc", ".docx"] as const;

/** Bounds of the text fields once decoded (the raw sizes are bounded while parsing). */
export const FIELD_LIMITS = { name: 200, email: 254, contact: 30, message: 5000, productCount: 10 } as const;
