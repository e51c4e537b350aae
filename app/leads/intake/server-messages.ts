/**
 * Answers of POST /api/contact beyond the forms' fixed texts (success, the captcha and the
 * client-side failures, which come from ./messages). The contact page form shows the server's
 * `message` to the visitor, so each text says what happened and what to do.
 */
import { formCopy } from "~/site/forms";
import { UPLOAD_LIMITS } from "~/settings/upload-limits";

const MB = 1024 * 1024;
const fileMb = UPLOAD_LIMITS.maxFileBytes / MB;
const requestMb = UPLOAD_LIMITS.maxRequestBytes / MB;

export const pipelineMessages = {
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
