/**
 * What the server and its HTTP API answer: plain text before any route, and the JSON `message` of
 * the content, form-step and lead APIs. Server-only, so none of it is in the browser's bundle.
 */
import { UPLOAD_LIMITS } from "~/settings/upload-limits";
import { formCopy } from "./form-text";

/**
 * Answers without a page. The nginx front repeats `readOnlyAddress` and `unknownMethod` for the
 * methods it refuses itself (deploy/render-front.sh; tests/integration/front.test.ts keeps them equal).
 */
export const serverAnswers = {
  /** A path whose percent-encoding does not decode, such as `/%E0%A4%A`. */
  malformedPath:
    "Bad Request: this address has a broken percent-encoding (a % must be followed by two hex digits that spell valid UTF-8).",
  /** A POST, PUT or DELETE to an address that only answers reads (JSON, feeds, CSV, the sitemap). */
  readOnlyAddress: "This address only answers GET and HEAD requests.",
  /** A method no address of the site takes (TRACE, PROPFIND, …). */
  unknownMethod: "Not Implemented: this site answers GET and HEAD requests, and POST where a form sends one.",
  /** The blog or news JSON asked for under a name that is not the collection's (echoed, cut short). */
  unknownCollection: (name: string) => `Unknown collection ${Array.from(name).slice(0, 64).join("")}`,
  /** Addresses behind a token (the staff API, the editors' preview): plain words, no detail. */
  tokenGuarded: {
    /** The token is not set, so the address does not exist. */
    notFound: "Not Found",
    unauthorized: "Unauthorized",
    tooManyGuesses: "Too Many Requests",
    unavailable: "Service Unavailable",
  },
  /** The staff API's own refusals. */
  staffApi: {
    storageUnavailable: "Storage unavailable",
    unknownFormat: "format must be csv or json",
  },
  /** The blog or news JSON while the content source cannot be read and nothing is kept. */
  contentUnavailable: "The content service is unavailable. Please try again in a moment.",
  /** POST /api/form-events, the lead forms' conversion counts: what was wrong with a report. */
  formEvents: {
    methodNotAllowed: "Use POST to report a form step.",
    unsupportedType: "Send the form step as application/json or text/plain.",
    tooLarge: (max: number) => `A form step is a small JSON object: at most ${max} bytes.`,
    invalid: 'Send exactly {"form": <a form id>, "step": "view" or "start"}.',
    tooMany: "Too many form steps from this address. Please try again later.",
    unavailable: "Form steps cannot be counted right now. Please try again in a minute.",
  },
} as const;

const MB = 1024 * 1024;
const fileMb = UPLOAD_LIMITS.maxFileBytes / MB;
const requestMb = UPLOAD_LIMITS.maxRequestBytes / MB;

/**
 * POST /api/contact, /api/captcha and the pages' actions for forms sent without JavaScript, beyond
 * the forms' own texts (success, captcha required: ./form-text.ts). The contact page shows the
 * server's `message` to the visitor, so each answer says what happened and what to do.
 */
export const leadAnswers = {
  validation: "Please correct the highlighted fields and try again.",
  unknownForm: "This form could not be recognised. Please reload the page and try again.",
  malformed: "The form could not be read. Please reload the page and try again.",
  notMultipart: "The form must be sent as multipart/form-data.",
  requestTooLarge: `The attachments are too large: up to ${fileMb} MB per file and ${requestMb} MB in total.`,
  // What the browser says when such a file is picked.
  fileTooLarge: formCopy.fileSizeError(fileMb),
  tooManyFiles: formCopy.fileCountError(UPLOAD_LIMITS.maxFiles),
  tooManyCvFiles: "Please attach a single CV file.",
  fieldTooLarge: "One of the fields is too long. Please shorten it and try again.",
  wrongFileType: "Only PDF, DOC and DOCX files can be attached.",
  fileNotAccepted: "This form does not take attachments.",
  captchaInvalid: "The verification could not be confirmed. Please complete the reCAPTCHA again.",
  captchaReplayed: "This verification was already used. Please complete the reCAPTCHA again.",
  /** The question a form without JavaScript asks in place of the captcha; the numbers come as words. */
  noScriptQuestion: (a: string, b: string) => `What is ${a} plus ${b}?`,
  noScriptAnswer: "Please answer the question with the sum, in digits or words (a new question is shown).",
  noScriptTooSoon:
    "The form was sent faster than a person could fill it in. Please check it and send it again (a new question is shown).",
  noScriptRateLimited: (minutes: number) =>
    `Too many forms sent without JavaScript from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or turn JavaScript on.`,
  captchaRateLimited: "Too many verification requests from your network. Please try again shortly.",
  captchaUnavailable:
    "The verification service is not reachable right now. Please try again in a few minutes.",
  honeypot: "Your message was not accepted. Please leave the last, hidden field empty and try again.",
  rateLimited: (minutes: number) =>
    `Too many messages from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  uploadStalled:
    "The upload stopped before it was complete. Please check your connection and send the form again.",
  uploadTooSlow:
    "The upload was too slow to finish. Please send the form again on a faster connection or with smaller attachments.",
  busy: "We are receiving many uploads right now. Please send the form again in a few seconds.",
  uploadsOverShare:
    "Several forms are already being sent from your network. Please wait until they are sent, then send this one again.",
  attachmentsOverClientBudget: (minutes: number) =>
    `Many attachments were sent from your network in the last hour. Please send the form without attachments, or try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  attachmentsOverSiteBudget:
    "We cannot take more attachments today. Please send the form without attachments, or try again later.",
  noRoomForAttachments:
    "We cannot store attachments right now. Please send the form without attachments, or try again later.",
  unavailable: "We could not save your message right now. Please try again in a few minutes.",
  crossSite:
    "This form can only be sent from our own website. Please open the form on our site and send it from there.",
  methodNotAllowed: "Use POST to send the form.",
} as const;
