/**
 * The lead pipeline behind POST /api/contact and the forms' no-JavaScript page actions: rate limit,
 * parse, honeypot, captcha, validation, attachment checks and byte ceilings, then one transaction.
 */
import { z } from "zod";
import { env } from "~/env.server";
import { logger } from "~/lib/logger.server";
import { intakeStarted, signalOutboxWork } from "~/leads/outbox/outbox.server";
import { countLead, type LeadRefusalReason } from "~/ops/metrics.server";
import {
  CAPTCHA_FIELD,
  demoProducts,
  FORM_ID_FIELD,
  type FormId,
  formIds,
  HONEYPOT_FIELD,
  type LeadFormSpec,
  leadForms,
  isFormId,
  isSubmissionId,
  SUBMISSION_ID_FIELD,
} from "../shared/contract";
import { UPLOAD_LIMITS } from "~/settings/upload-limits";
import { attributionOf } from "../shared/attribution";
import { verifyCaptcha } from "./captcha.server";
import { rateLimitKey } from "~/http/client-ip.server";
import { attachmentKind } from "./file-signature.server";
import { sanitizeFilename } from "../shared/filename.server";
import { formCopy } from "~/site/form-text";
import { leadMessages } from "~/leads/shared/variant-messages";
import { MultipartError, type ParsedForm, parseMultipart } from "./multipart.server";
import { HOUR_MS, hitLimit } from "~/ops/rate-limit.server";
import { dataDirSpace } from "~/ops/data-dir-space.server";
import { leadSchema } from "../shared/schema";
import { leadAnswers } from "~/site/api-answers.server";
import { UploadBudget } from "./upload-budget.server";
import { CaptchaReplayError, type NewAttachment, resentLead, storeLead } from "./store.server";
import { NO_STORE_HEADERS } from "~/http/no-store";

export type LeadOutcome = {
  status: number;
  /** The metrics label, named where the lead is accepted or refused. */
  reason: "accepted" | LeadRefusalReason;
  body: { message: string; errors?: Record<string, string[]> };
  headers?: Record<string, string>;
  echo?: ReturnType<typeof echoOf>;
};

const leadOutcome = (
  status: number,
  reason: LeadOutcome["reason"],
  message: string,
  errors?: Record<string, string[]>,
): LeadOutcome => ({
  status,
  reason,
  body: errors ? { message, errors } : { message },
});

const fieldRefused = (field: string, message: string, reason: LeadRefusalReason) =>
  leadOutcome(400, reason, message, { [field]: [message] });

/**
 * A refusal to wait out. One sent before the body is read keeps the connection open while Node reads
 * and drops the rest: closing it at once makes a client that is still sending see a broken pipe
 * instead of the answer. The front closes such connections (deploy/nginx.conf.template).
 */
const retryLater = (status: number, reason: LeadRefusalReason, message: string, seconds: number) => ({
  ...leadOutcome(status, reason, message),
  headers: { "Retry-After": String(seconds) },
});

/** A limit's 429, its message in whole minutes (never "0 minutes"). */
const overLimit = (message: (minutes: number) => string, seconds: number) =>
  retryLater(429, "rate_limited", message(Math.max(1, Math.ceil(seconds / 60))), seconds);

const unavailable = () => retryLater(503, "unavailable", leadAnswers.unavailable, 60);
const uploadCut = (message: string): LeadOutcome => ({
  ...leadOutcome(408, "upload_timeout", message),
  headers: { Connection: "close" },
});

const MB = 1024 * 1024;

let budget: UploadBudget | undefined;
function uploadBudget(): UploadBudget {
  const config = env();
  budget ??= new UploadBudget({
    maxBytes: config.UPLOAD_MEMORY_BUDGET_MB * MB,
    maxUploads: config.UPLOAD_CONCURRENCY,
    perClient: {
      maxBytes: config.UPLOAD_CLIENT_MEMORY_MB * MB,
      maxUploads: config.UPLOAD_CLIENT_CONCURRENCY,
    },
  });
  return budget;
}

/**
 * Limits on stored attachment bytes (ADR 041), checked after all other checks: free disk space, a
 * per-client hourly budget and a site-wide daily budget. A spend is not refunded if the lead is later
 * refused, which errs on the side of the disk. Undefined when the bytes may be stored.
 */
async function attachmentCeiling(clientIp: string, bytes: number): Promise<LeadOutcome | undefined> {
  if (bytes === 0) return undefined;
  // Disk space only comes back when an operator acts, so a quick retry is pointless.
  if ((await dataDirSpace()).low)
    return retryLater(503, "unavailable", leadAnswers.noRoomForAttachments, 600);
  const config = env();
  const perClient = config.ATTACHMENT_MB_PER_CLIENT_PER_HOUR * MB;
  const client = await hitLimit("lead-bytes", perClient, HOUR_MS, rateLimitKey(clientIp), bytes);
  if (!client.allowed) return overLimit(leadAnswers.attachmentsOverClientBudget, client.retryAfterSeconds);
  const perDay = config.ATTACHMENT_MB_PER_DAY * MB;
  const site = await hitLimit("lead-bytes-site", perDay, 24 * HOUR_MS, "site", bytes);
  if (!site.allowed)
    return retryLater(503, "unavailable", leadAnswers.attachmentsOverSiteBudget, site.retryAfterSeconds);
  return undefined;
}

/** The answer to each parse refusal; a full upload budget is waited out in seconds (uploads are quick). */
const PARSE_REFUSALS: Partial<Record<MultipartError["kind"], LeadOutcome>> = {
  "request-too-large": leadOutcome(413, "too_large", leadAnswers.requestTooLarge),
  "file-too-large": leadOutcome(413, "too_large", leadAnswers.fileTooLarge),
  "too-many-files": leadOutcome(413, "too_large", leadAnswers.tooManyFiles),
  "fields-too-large": leadOutcome(413, "too_large", leadAnswers.fieldTooLarge),
  "unsupported-media-type": leadOutcome(415, "unsupported_type", leadAnswers.notMultipart),
  timeout: uploadCut(leadAnswers.uploadStalled),
  "too-slow": uploadCut(leadAnswers.uploadTooSlow),
  busy: retryLater(503, "busy", leadAnswers.busy, 10),
  "over-share": retryLater(429, "rate_limited", leadAnswers.uploadsOverShare, 10),
};

export function multipartOutcome(error: MultipartError): LeadOutcome {
  return PARSE_REFUSALS[error.kind] ?? leadOutcome(400, "malformed", leadAnswers.malformed);
}

/** The `product` field: a JSON list (with JavaScript) or repeated plain values (without). */
function decodeProducts(values: string[] | undefined): string[] | undefined {
  if (!values || values.length === 0) return undefined;
  const only = values.length === 1 ? values[0]!.trim() : undefined;
  if (only === "") return [];
  try {
    const parsed: unknown = only?.startsWith("[") ? JSON.parse(only) : undefined;
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // not JSON: a single plain value
  }
  return values;
}

type ReceivedForm = ParsedForm & { products: string[] | undefined };

const demoProductCodes: ReadonlySet<string> = new Set(demoProducts);

/**
 * Which form was sent: the hidden `form` field of our own forms must name a known form. API clients
 * send none, so it is inferred: a CV means a job application; only demo product codes and no files
 * mean a demo request (only that form offers them); anything else is a contact message.
 */
export function resolveFormId(form: ReceivedForm): FormId | undefined {
  const sent = form.fields.get(FORM_ID_FIELD);
  if (sent !== undefined) return isFormId(sent[0]) ? sent[0] : undefined;
  if (form.files.some((file) => file.field === "cv") || form.fields.has("cvUpload")) return "job-apply";
  const products = form.products ?? [];
  const onlyDemoCodes = products.length > 0 && products.every((code) => demoProductCodes.has(code));
  return onlyDemoCodes && form.files.length === 0 ? "demo" : "contact";
}

export function collectAttachments(form: ParsedForm, config: LeadFormSpec): NewAttachment[] | LeadOutcome {
  const field = config.attachments === "cv" ? "cv" : "files";
  const stray = form.files.find((file) => file.field !== field || config.attachments === "none");
  if (stray) return fieldRefused(stray.field || "files", leadAnswers.fileNotAccepted, "invalid");
  if (config.attachments === "cv" && form.files.length > 1)
    return leadOutcome(413, "too_large", leadAnswers.tooManyCvFiles);
  const accepted: NewAttachment[] = [];
  const refused: string[] = [];
  for (const file of form.files) {
    const originalName = sanitizeFilename(file.filename);
    const kind = attachmentKind(originalName, file.bytes);
    if (kind) accepted.push({ originalName, kind, bytes: file.bytes });
    // The same wording the browser shows when such a file is picked.
    else refused.push(formCopy.fileTypeError(originalName));
  }
  if (refused.length > 0)
    return leadOutcome(415, "unsupported_type", leadAnswers.wrongFileType, { [field]: refused });
  return accepted;
}

/** A wrong no-script answer and an early one get messages of their own; any other refusal the generic one. */
const CAPTCHA_MESSAGES: Record<string, string | undefined> = {
  unavailable: leadAnswers.captchaUnavailable,
  wrong: leadAnswers.noScriptAnswer,
  "too-soon": leadAnswers.noScriptTooSoon,
};

/**
 * What a form refused for its fields sent, so a page without JavaScript can show it again filled in:
 * the text fields as typed, and `product` as its list of values when the form takes one.
 */
function echoOf(form: ReceivedForm, formId: FormId | undefined) {
  const values: Record<string, string | string[]> = {};
  for (const name of ["name", "email", "contact", "message"]) {
    const value = form.fields.get(name)?.[0];
    if (value !== undefined) values[name] = value;
  }
  const takesProducts = formId !== undefined && leadForms[formId].products.length > 0;
  if (takesProducts && form.products && form.products.length > 0) values.product = form.products;
  return { ...(formId ? { formId } : {}), values, hadFiles: form.files.length > 0 };
}

type LeadRequestFacts = {
  clientIp: string;
  /** The path a form without JavaScript was posted to; unset for POST /api/contact. */
  postedToPage?: string;
};

async function receiveLead(request: Request, facts: LeadRequestFacts): Promise<LeadOutcome> {
  const { clientIp } = facts;
  if (request.method !== "POST")
    return { ...leadOutcome(405, "method", leadAnswers.methodNotAllowed), headers: { Allow: "POST" } };

  const config = env();
  const client = rateLimitKey(clientIp);
  const decision = await hitLimit("contact", config.RATE_LIMIT_CONTACT_PER_HOUR, HOUR_MS, client);
  if (!decision.allowed) return overLimit(leadAnswers.rateLimited, decision.retryAfterSeconds);

  // The body is held in memory until stored, so the upload budget caps it overall and per client.
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  const admission = uploadBudget().enter(
    client,
    declared <= UPLOAD_LIMITS.maxRequestBytes ? declared : undefined,
  );
  if (!admission.ok) {
    const { refusal } = admission;
    logger.warn({ clientIp, refusal, inFlight: uploadBudget().inFlight }, "lead refused: no upload place");
    return multipartOutcome(new MultipartError(refusal));
  }
  try {
    const parsed = await parseMultipart(request, UPLOAD_LIMITS, {
      onRead: (total) => admission.ticket.read(total),
      pace: {
        idleTimeoutMs: config.UPLOAD_IDLE_TIMEOUT_MS,
        graceMs: config.UPLOAD_RATE_GRACE_MS,
        minBytesPerSecond: config.UPLOAD_MIN_BYTES_PER_SECOND,
      },
    });
    const form = { ...parsed, products: decodeProducts(parsed.fields.get("product")) };
    const formId = resolveFormId(form);
    const outcome = await checkAndStoreLead(request, form, formId, facts);
    // Field errors (file type included) hand the input back for correction; other refusals only explain.
    return outcome.body.errors ? { ...outcome, echo: echoOf(form, formId) } : outcome;
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    if (error.kind === "aborted" || error.kind === "timeout" || error.kind === "too-slow") {
      logger.info({ clientIp, kind: error.kind }, "lead upload not completed by the client");
    }
    return multipartOutcome(error);
  } finally {
    admission.ticket.release();
  }
}

/** Each form's schema, built once: Zod compiles an object on its first parse. */
const schemas = new Map(formIds.map((formId) => [formId, leadSchema(formId)]));

async function checkAndStoreLead(
  request: Request,
  form: ReceivedForm,
  formId: FormId | undefined,
  { clientIp, postedToPage }: LeadRequestFacts,
): Promise<LeadOutcome> {
  if (!formId) return fieldRefused(FORM_ID_FIELD, leadAnswers.unknownForm, "invalid");
  const formConfig = leadForms[formId];
  const messages = leadMessages(formConfig.variant);
  const sent = Object.fromEntries([...form.fields].map(([name, values]) => [name, values[0]]));

  if ((sent[HONEYPOT_FIELD] ?? "").trim() !== "") {
    logger.info({ clientIp, formId }, "lead refused: honeypot filled");
    return fieldRefused(HONEYPOT_FIELD, leadAnswers.honeypot, "honeypot");
  }

  const submissionId = sent[SUBMISSION_ID_FIELD];
  if (submissionId !== undefined && !isSubmissionId(submissionId))
    return leadOutcome(400, "malformed", leadAnswers.malformed);

  // The schema keeps only its own form's fields, so every first value can be offered to it.
  const parsed = schemas.get(formId)!.safeParse({ ...sent, product: form.products });
  const errors: Record<string, string[]> = parsed.success
    ? {}
    : (z.flattenError(parsed.error).fieldErrors as Record<string, string[]>);

  const captcha = await verifyCaptcha(sent, clientIp);
  if (!captcha.ok && captcha.reason === "no-script-rate-limited")
    return overLimit(leadAnswers.noScriptRateLimited, captcha.retryAfterSeconds);
  if (!captcha.ok) {
    const required = captcha.reason === "missing" ? messages.captchaRequired : undefined;
    errors[CAPTCHA_FIELD] = [required ?? CAPTCHA_MESSAGES[captcha.reason] ?? leadAnswers.captchaInvalid];
  }
  if (!parsed.success || !captcha.ok) {
    const captchaOnly = !captcha.ok && Object.keys(errors).length === 1;
    if (!captchaOnly) return leadOutcome(400, "invalid", leadAnswers.validation, errors);
    const message = errors[CAPTCHA_FIELD]![0]!;
    return captcha.reason === "unavailable"
      ? leadOutcome(503, "unavailable", message, errors)
      : leadOutcome(400, "captcha", message, errors);
  }

  const attachments = collectAttachments(form, formConfig);
  if (!Array.isArray(attachments)) return attachments;
  const attachmentBytes = attachments.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  const overCeiling = await attachmentCeiling(clientIp, attachmentBytes);
  if (overCeiling) {
    logger.warn({ clientIp, formId, reason: overCeiling.body.message }, "lead refused: attachment ceiling");
    return overCeiling;
  }

  try {
    const id = await storeLead({
      id: submissionId,
      formId,
      fields: parsed.data,
      attachments,
      clientIp,
      userAgent: request.headers.get("user-agent"),
      captchaProvider: captcha.provider,
      attribution: attributionOf(sent, { postedToPage, referer: request.headers.get("referer") }),
      captcha: captcha.replay,
    });
    logger.info({ id, formId, files: attachments.length }, "lead stored");
  } catch (error) {
    // A submission id already stored (the browser lost the response, or sent it twice at once) is not
    // stored twice. Asked only after every other check, so the outcome never reveals whether an id exists.
    const resent = await resentLead(submissionId, captcha.replay).catch(() => undefined);
    if (resent === "taken") {
      logger.info({ id: submissionId, formId }, "lead sent again after it was stored");
      return leadOutcome(200, "accepted", messages.success);
    }
    if (resent === "replayed" || error instanceof CaptchaReplayError)
      return fieldRefused(CAPTCHA_FIELD, leadAnswers.captchaReplayed, "captcha");
    logger.error({ err: error, formId }, "lead could not be stored");
    return unavailable();
  }
  signalOutboxWork();
  return leadOutcome(200, "accepted", messages.success);
}

/** The whole pipeline; never throws and never returns a stack trace. */
export async function submitLead(request: Request, facts: LeadRequestFacts): Promise<LeadOutcome> {
  const intakeFinished = intakeStarted();
  const result = await receiveLead(request, facts)
    .catch((error: unknown) => {
      logger.error({ err: error }, "lead pipeline failed");
      return unavailable();
    })
    .finally(intakeFinished);
  // Both entry points pass here, so each lead is counted once.
  countLead(result.reason);
  return result;
}

/**
 * The outcome as an HTTP response (POST /api/contact). Content-Length is set so the compression
 * middleware sees the body is small and skips gzip.
 */
export function leadResponse(result: LeadOutcome): Response {
  const body = JSON.stringify(result.body);
  return new Response(body, {
    status: result.status,
    headers: {
      "Content-Type": "application/json",
      "Content-Length": String(Buffer.byteLength(body)),
      ...NO_STORE_HEADERS,
      ...result.headers,
    },
  });
}
