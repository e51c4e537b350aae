/**
 * The lead forms of spec §3: one configurable form, four placements.
 * Variant "A" follows the spec's reading A (contact page), variant "B" reading B (apply forms and the
 * three-checkbox product form). Messages live in app/leads/messages.ts, rules in app/leads/schema.ts.
 */

import { brand } from "./brand";

export type FormId = "contact" | "demo" | "internship" | "job-apply";

export const formIds = ["contact", "demo", "internship", "job-apply"] as const satisfies readonly FormId[];

export type FormVariant = "A" | "B";

/** "files": several attachments (reading A); "cv": one CV file sent with cvUpload=Yes (reading B). */
export type AttachmentMode = "files" | "cv" | "none";

export type ProductOption = {
  /** What is sent in the JSON-encoded `product` list. */
  value: string;
  /** What the visitor reads next to the checkbox. */
  label: string;
};

export type FormConfig = {
  id: FormId;
  variant: FormVariant;
  /** Accessible name of the <form>. */
  label: string;
  showName: boolean;
  showEmail: boolean;
  showContact: boolean;
  showMessage: boolean;
  messageRequired: boolean;
  attachments: AttachmentMode;
  /** Product-of-interest checkboxes; an empty list hides the field. Required in variant B when shown. */
  product: readonly ProductOption[];
  /** Where the product checkboxes sit: the demo form asks for them right after the name (spec §2). */
  productPosition?: "after-name" | "after-contact";
  buttonStyle: "dark" | "light";
  buttonText: string;
  /** Example text inside the empty message box. */
  messagePlaceholder: string;
};

/** Spec §3, contact page form: product options of reading A (the value is the product name). */
export const productOptionsA: readonly ProductOption[] = [
  { value: "PRIZM Networks", label: "PRIZM Networks" },
  { value: "PRIZM Rates", label: "PRIZM Rates" },
  { value: "PRIZM Shopping", label: "PRIZM Shopping" },
  { value: "Data & Technology", label: "Data & Technology" },
];

/** Spec §3 / §9, the other form: three checkboxes with the codes cre, tic and Services. */
export const productOptionsB: readonly ProductOption[] = [
  { value: "cre", label: "Contract Rate Explorer" },
  { value: "tic", label: "Tara" },
  { value: "Services", label: "Services" },
];

/** Accepted attachment types (spec §5). */
export const acceptedFileExtensions = [".pdf", ".doc", ".docx"] as const;
export const fileAccept = acceptedFileExtensions.join(",");

/** Spec §9: contact form message rows. */
export const MESSAGE_ROWS = 4;
/** Spec §9: variant B success/failure messages last 5000 ms, then the form resets. */
export const FORM_MESSAGE_MS = 5000;

/** Where the browser sends a lead (spec §7) and fetches a captcha challenge. */
export const LEAD_ENDPOINT = "/api/contact";
export const CAPTCHA_CHALLENGE_URL = "/api/captcha";
/** Which captcha the server verifies (ALTCHA by default, reCAPTCHA v2 with its site key). */
export const CAPTCHA_CONFIG_URL = "/api/captcha-config";
export type CaptchaClientConfig = { provider: "altcha" } | { provider: "recaptcha"; siteKey: string };

/** Client-side mirrors of the server's upload limits, so a visitor learns early. */
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Name of the hidden honeypot field; people and assistive technology never see it. */
export const HONEYPOT_FIELD = "company_website";
/** Name of the field carrying the captcha payload (spec §3 calls it recaptcha). */
export const CAPTCHA_FIELD = "recaptcha";
/** Without JavaScript: the signed token of the question asked instead of the captcha, and the answer. */
export const NO_SCRIPT_TOKEN_FIELD = "captcha_token";
export const NO_SCRIPT_ANSWER_FIELD = "captcha_answer";
/** Hidden field telling the server which form was sent. */
export const FORM_ID_FIELD = "form";

/** Labels and helper texts shown by the form, shared by every placement. */
export const formCopy = {
  name: "Full name",
  email: "Email address",
  contact: "Phone number",
  contactHint: "Optional. Include the country code, e.g. +1-781-555-0142.",
  contactHintDigits: "Optional. Digits only, e.g. 9779801234567.",
  message: "Message",
  messageOptional: "Message (optional)",
  product: "Product of interest",
  productOptionalHint: "Optional. Choose any that apply.",
  productRequiredHint: "Choose at least one.",
  files: "Attachments (optional)",
  filesHint: "PDF, DOC or DOCX. You can add several files, for example an RFP or a sample file layout.",
  cv: "CV",
  cvHint: "Optional but recommended: one PDF, DOC or DOCX file.",
  removeFile: "Remove",
  fileTypeError: "Only .pdf, .doc and .docx files can be attached.",
  fileSizeError: "Each file must be 10 MB or smaller.",
  fileCountError: "You can attach up to 5 files.",
  fileListLabel: "Selected files",
  attachAgain: "Your files were not kept with the refused form. Please attach them again.",
  captcha: "Verification",
  honeypot: "Leave this field empty",
  sending: "Sending...",
  requiredNote: "Fields marked * are required.",
  captchaHint: "A quick check in your browser that keeps automated spam out. No tracking, no puzzles.",
  captchaHintRecaptcha: "Google reCAPTCHA checks that a person, not a program, is sending this form.",
  noScriptCaptcha:
    "The automatic spam check needs JavaScript. Since it is off, please answer this question instead (in digits or words). You can also write to us at",
  noScriptAnswer: "Your answer",
  /** The question asked instead of the captcha without JavaScript; the numbers come as words. */
  noScriptQuestion: (a: string, b: string) => `What is ${a} plus ${b}?`,
  noScriptQuestionUnavailable: "(The question could not be loaded; please write to us instead.)",
  noScriptEmail: brand.email,
} as const;

/** The apply forms (variant B): every text field, the message required, one CV. */
const applyForm = {
  variant: "B",
  showName: true,
  showEmail: true,
  showContact: true,
  showMessage: true,
  messageRequired: true,
  attachments: "cv",
  product: [],
  buttonStyle: "dark",
  buttonText: "Submit",
  messagePlaceholder: "Your studies or experience, and what you would like to work on",
} as const satisfies Omit<FormConfig, "id" | "label">;

export const formConfigs: Record<FormId, FormConfig> = {
  /** Contact page (spec §2 Contact): reading A, message not required, several attachments. */
  contact: {
    id: "contact",
    variant: "A",
    label: "Contact Us",
    showName: true,
    showEmail: true,
    showContact: true,
    showMessage: true,
    messageRequired: false,
    attachments: "files",
    product: productOptionsA,
    buttonStyle: "dark",
    buttonText: "Submit",
    messagePlaceholder: "A few lines about your project, your data or your timeline",
  },
  /**
   * Home 'Get a demo' modal (spec §2 Home): name, product, email, contact and message, message not required.
   * Variant B: the spec's product rule ('Please select a product.') and its three checkboxes
   * (Contract Rate Explorer / Tara / Services) belong to reading B, the "other form" of §3 — the only
   * reading where a product choice is part of the form's rules. A demo request without a product
   * would leave the sales team guessing which demo to prepare, so the required checkbox group fits.
   */
  demo: {
    id: "demo",
    variant: "B",
    label: "Get a demo",
    showName: true,
    showEmail: true,
    showContact: true,
    showMessage: true,
    messageRequired: false,
    attachments: "none",
    product: productOptionsB,
    productPosition: "after-name",
    buttonStyle: "dark",
    buttonText: "Submit",
    messagePlaceholder: "Which payers, plans or markets should the demo cover?",
  },
  /** Internship posting (spec §2 Careers): name, email, contact, message and CV. */
  internship: { ...applyForm, id: "internship", label: "Apply for the internship" },
  /** /job-apply-form: the same apply form. */
  "job-apply": { ...applyForm, id: "job-apply", label: "Job application" },
};

export function isFormId(value: unknown): value is FormId {
  return typeof value === "string" && (formIds as readonly string[]).includes(value);
}
