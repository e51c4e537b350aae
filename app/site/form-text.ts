/**
 * What the lead forms say: labels, hints, product names, and the validation and result texts that the
 * form, the pages' no-JavaScript actions and the lead pipeline show. The texts only the lazily loaded
 * schema shows are in ./form-schema-text.ts.
 */
import { brand } from "./brand";

// The validation and result texts, exact, in the two styles the forms speak: the contact page's,
// and the apply and demo forms'.

export type LeadMessages = {
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  phoneInvalid: string;
  messageRequired: string;
  /** The apply-and-demo forms only; the contact page has no product rule. */
  productRequired: string;
  captchaRequired: string;
  success: string;
  /** The generic failure text of the reading. */
  failure: string;
};

/** The contact page form. */
export const contactPageMessages: LeadMessages = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  phoneInvalid: "Invalid phone number",
  messageRequired: "Message is required",
  productRequired: "",
  captchaRequired: "Please complete the reCAPTCHA",
  success: "Message sent successfully! We'll get back to you soon.",
  failure: "There was an error submitting the form",
};

/** The apply forms and the three-checkbox product form. */
export const applyAndDemoMessages: LeadMessages = {
  nameRequired: "Please enter your name.",
  emailRequired: "Please enter your email address.",
  // The apply-and-demo forms rely on an input of type email and names a single text for the field.
  emailInvalid: "Please enter your email address.",
  phoneInvalid: "Please enter a valid number.",
  messageRequired: "Please enter a message.",
  productRequired: "Please select a product.",
  // Shown when the captcha is not completed; the form then sends nothing.
  captchaRequired: "Please complete the reCAPTCHA",
  success: "Message sent! We will get back to you shortly.",
  failure: "Oops! Message not delivered. Please try again.",
};

/** The error text for an answer other than 200. */
export function serverStatusMessage(status: number): string {
  return `Server responded with status ${status}`;
}

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
  // The three file refusals are said by the browser when a file is picked and by the server when one
  // is sent (without JavaScript, or past the browser's check): one text for each, whoever refuses.
  fileTypeError: (name: string) => `"${name}" is not a PDF, DOC or DOCX file.`,
  fileSizeError: (mb: number) => `Each file must be ${mb} MB or smaller.`,
  fileCountError: (count: number) => `You can attach up to ${count} files.`,
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
  noScriptQuestionUnavailable: "(The question could not be loaded; please write to us instead.)",
  noScriptEmail: brand.email,
} as const;

/** How each form presents itself: its accessible name, its button and the example in its message box. */
export type FormPresentation = {
  /** Accessible name of the <form>. */
  label: string;
  buttonStyle: "dark" | "light";
  buttonText: string;
  /** Example text inside the empty message box. */
  messagePlaceholder: string;
};

const applyPresentation = {
  buttonStyle: "dark",
  buttonText: "Submit",
  messagePlaceholder: "Your studies or experience, and what you would like to work on",
} as const;

export const formPresentation = {
  contact: {
    label: "Contact Us",
    buttonStyle: "dark",
    buttonText: "Submit",
    messagePlaceholder: "A few lines about your project, your data or your timeline",
  },
  demo: {
    label: "Get a demo",
    buttonStyle: "dark",
    buttonText: "Submit",
    messagePlaceholder: "Which payers, plans or markets should the demo cover?",
  },
  internship: { ...applyPresentation, label: "Apply for the internship" },
  "job-apply": { ...applyPresentation, label: "Job application" },
} as const satisfies Record<string, FormPresentation>;

/** What a visitor reads next to each product checkbox, by the code the form sends. */
export const productLabels = {
  "PRIZM Networks": "PRIZM Networks",
  "PRIZM Rates": "PRIZM Rates",
  "PRIZM Shopping": "PRIZM Shopping",
  "Data & Technology": "Data & Technology",
  cre: "Contract Rate Explorer",
  tic: "Tara",
  Services: "Services",
} as const;
