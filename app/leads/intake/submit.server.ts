/**
 * The lead pipeline behind POST /api/contact and the forms' no-JavaScript page actions: rate limit,
 * parse, honeypot, captcha, validation, attachment checks and byte ceilings, then one transaction.
 */
import { z } from "zod";
import { db } from "~/db/client.server";
import { env } from "~/env.server";
import { logger } from "~/lib/logger.server";
import { intakeStarted, signalOutboxWork } from "~/leads/outbox/outbox.server";
import { leadOutcomeReason } from "~/ops/lead-outcome-reason.server";
import { countLead } from "~/ops/metrics.server";
import {
  CAPTCHA_FIELD,
  demoProducts,
  FORM_ID_FIELD,
  type FormId,
  formIds,
  HONEYPOT_FIELD,
  type LeadFormSpec,
  leadForms,
  NO_SCRIPT_ANSWER_FIELD,
  NO_SCRIPT_TOKEN_FIELD,
  OPENING_FIELD,
  isFormId,
  isSubmissionId,
  SUBMISSION_ID_FIELD,
} from "../shared/contract";
import { UPLOAD_LIMITS } from "~/settings/upload-limits";
import { ATTRIBUTION_FIELD, attributionOf, FORM_PAGE_FIELD } from "../shared/attribution";
import { verifyCaptcha } from "./captcha.server";
import { rateLimitKey } from "~/http/client-ip.server";
import { attachmentKind } from "./file-signature.server";
import { sanitizeFilename } from "../shared/filename.server";
import { formCopy } from "~/site/form-text";
import { leadMessages } from "~/leads/shared/variant-messages";
import { fieldValue, MultipartError, type ParsedForm, parseMultipart } from "./multipart.server";
import { DatabaseRateLimiter } from "~/ops/rate-limit.server";
import { dataDirSpace } from "~/ops/data-dir-space.server";
import { leadSchema } from "../shared/schema";
import { leadAnswers } from "~/site/api-answers.server";
import { UploadBudget, type UploadRefusal } from "./upload-budget.server";
import { CaptchaReplayError, leadStored, type NewAttachment, resendAnswer, storeLead } from "./store.server";
import { NO_STORE_HEADERS } from "~/http/no-store";

/** What a refused form sent, so a page without JavaScript can show the form again filled in. */
export type SubmittedEcho = {
  formId?: FormId;
  /** The text fields as typed, and `product` as its list of values. */
  values: Record<string, string | string[]>;
  /** Files cannot be handed back to a browser, so the visitor is asked to attach them again. */
  hadFiles: boolean;
};

export type LeadOutcome = {
  status: number;
  body: { message: string; errors?: Record<string, string[]> };
  headers?: Record<string, string>;
  echo?: SubmittedEcho;
};

const leadOutcome = (
  status: number,
  message: string,
  errors?: Record<string, string[]>,
  headers?: Record<string, string>,
): LeadOutcome => ({
  status,
  body: errors ? { message, errors } : { message },
  ...(headers ? { headers } : {}),
});

/** Shared by all instances through the database (ADR 010); if it is unreachable, hit() throws and we return 503. */
function rateLimiter(): DatabaseRateLimiter {
  const rule = { bucket: "contact", limit: env().RATE_LIMIT_CONTACT_PER_HOUR, windowMs: 60 * 60 * 1000 };
  return new DatabaseRateLimiter(rule, db);
}

const MB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;

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

/** Whole minutes, never "0 minutes". */
const minutesToWait = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * A refusal's Retry-After. One sent before the body is read keeps the connection open while Node reads
 * and drops the rest: closing it at once makes a client that is still sending see a broken pipe
 * instead of the answer. The front closes such connections (deploy/nginx.conf.template).
 */
const retryAfter = (seconds: number | string) => ({ "Retry-After": String(seconds) });

/** A full upload budget: uploads finish in seconds, so 10 s. */
function budgetRefusal(refusal: UploadRefusal): LeadOutcome {
  return refusal === "over-share"
    ? leadOutcome(429, leadAnswers.uploadsOverShare, undefined, retryAfter(10))
    : leadOutcome(503, leadAnswers.busy, undefined, retryAfter(10));
}

const captchaReplayed = () =>
  leadOutcome(400, leadAnswers.captchaReplayed, { [CAPTCHA_FIELD]: [leadAnswers.captchaReplayed] });

/**
 * Limits on stored attachment bytes (ADR 041), checked after all other checks: free disk space, a
 * per-client hourly budget and a site-wide daily budget. A spend is not refunded if the lead is later
 * refused, which errs on the side of the disk. Undefined when the bytes may be stored.
 */
async function attachmentCeiling(clientIp: string, bytes: number): Promise<LeadOutcome | undefined> {
  if (bytes === 0) return undefined;
  // Disk space only comes back when an operator acts, so a quick retry is pointless.
  if ((await dataDirSpace()).low)
    return leadOutcome(503, leadAnswers.noRoomForAttachments, undefined, retryAfter(600));
  const config = env();
  const clientRule = { bucket: "lead-bytes", limit: config.ATTACHMENT_MB_PER_CLIENT_PER_HOUR * MB };
  const client = await new DatabaseRateLimiter({ ...clientRule, windowMs: HOUR_MS }, db).hit(
    rateLimitKey(clientIp),
    bytes,
  );
  if (!client.allowed) {
    const message = leadAnswers.attachmentsOverClientBudget(minutesToWait(client.retryAfterSeconds));
    return leadOutcome(429, message, undefined, retryAfter(client.retryAfterSeconds));
  }
  const siteRule = { bucket: "lead-bytes-site", limit: config.ATTACHMENT_MB_PER_DAY * MB };
  const site = await new DatabaseRateLimiter({ ...siteRule, windowMs: 24 * HOUR_MS }, db).hit("site", bytes);
  if (!site.allowed)
    return leadOutcome(
      503,
      leadAnswers.attachmentsOverSiteBudget,
      undefined,
      retryAfter(site.retryAfterSeconds),
    );
  return undefined;
}

/** Status and message of each parse refusal that is not about time or the upload budget. */
const MULTIPART_REFUSALS: Partial<Record<MultipartError["kind"], [number, string]>> = {
  "request-too-large": [413, leadAnswers.requestTooLarge],
  "file-too-large": [413, leadAnswers.fileTooLarge],
  "too-many-files": [413, leadAnswers.tooManyFiles],
  "field-too-large": [413, leadAnswers.fieldTooLarge],
  "too-many-fields": [413, leadAnswers.fieldTooLarge],
  "unsupported-media-type": [415, leadAnswers.notMultipart],
};

export function multipartOutcome(error: MultipartError): LeadOutcome {
  if (error.kind === "busy" || error.kind === "over-share") return budgetRefusal(error.kind);
  if (error.kind === "timeout" || error.kind === "too-slow") {
    const message = error.kind === "timeout" ? leadAnswers.uploadStalled : leadAnswers.uploadTooSlow;
    return leadOutcome(408, message, undefined, { Connection: "close" });
  }
  const [status, message] = MULTIPART_REFUSALS[error.kind] ?? [400, leadAnswers.malformed];
  return leadOutcome(status, message);
}

/** The `product` field: a JSON list (with JavaScript) or repeated plain values (without). */
export function decodeProducts(values: string[] | undefined): string[] | undefined {
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

/** A form and its decoded `product` list, read once. */
type ReceivedForm = ParsedForm & { products: string[] | undefined };

function textFields(form: ReceivedForm, config: LeadFormSpec) {
  const input: Record<string, unknown> = {};
  if (config.showName) input.name = fieldValue(form, "name");
  if (config.showEmail) input.email = fieldValue(form, "email");
  if (config.showContact) input.contact = fieldValue(form, "contact");
  if (config.showMessage) input.message = fieldValue(form, "message");
  if (config.products.length > 0) input.product = form.products;
  // Read for every form, so the schema refuses an opening sent with a form that takes none.
  input[OPENING_FIELD] = fieldValue(form, OPENING_FIELD);
  return input;
}

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
  const { products } = form;
  const onlyDemoCodes =
    products !== undefined && products.length > 0 && products.every((code) => demoProductCodes.has(code));
  return onlyDemoCodes && form.files.length === 0 ? "demo" : "contact";
}

/** The form's attachments, or an error outcome when a file is refused. */
export function collectAttachments(form: ParsedForm, config: LeadFormSpec): NewAttachment[] | LeadOutcome {
  const field = config.attachments === "cv" ? "cv" : "files";
  const files = form.files;
  if (files.length === 0) return [];
  const stray = files.find((file) => file.field !== field || config.attachments === "none");
  if (stray) {
    const key = stray.field || "files";
    return leadOutcome(400, leadAnswers.fileNotAccepted, { [key]: [leadAnswers.fileNotAccepted] });
  }
  if (config.attachments === "cv" && files.length > 1) return leadOutcome(413, leadAnswers.tooManyCvFiles);
  const accepted: NewAttachment[] = [];
  const refused: string[] = [];
  for (const file of files) {
    const originalName = sanitizeFilename(file.filename);
    const kind = attachmentKind(originalName, file.bytes);
    if (kind) accepted.push({ originalName, kind, bytes: file.bytes });
    // The same wording the browser shows when such a file is picked.
    else refused.push(formCopy.fileTypeError(originalName));
  }
  if (refused.length > 0) return leadOutcome(415, leadAnswers.wrongFileType, { [field]: refused });
  return accepted;
}

const CAPTCHA_MESSAGES: Record<string, string | undefined> = {
  unavailable: leadAnswers.captchaUnavailable,
  "no-script-answer": leadAnswers.noScriptAnswer,
  "no-script-too-soon": leadAnswers.noScriptTooSoon,
};

const ECHOED_TEXT_FIELDS = ["name", "email", "contact", "message"] as const;

function echoOf(form: ReceivedForm, formId: FormId | undefined): SubmittedEcho {
  const values: Record<string, string | string[]> = {};
  for (const name of ECHOED_TEXT_FIELDS) {
    const value = fieldValue(form, name);
    if (value !== undefined) values[name] = value;
  }
  if (form.products && form.products.length > 0) values.product = form.products;
  return { ...(formId ? { formId } : {}), values, hadFiles: form.files.length > 0 };
}

export type LeadRequestFacts = {
  clientIp: string;
  /** The path a form without JavaScript was posted to; unset for POST /api/contact. */
  postedToPage?: string;
};

/** Rate limit, upload budget and parsing, then the checks and storing; a refused form's input is echoed back. */
async function receiveLead(request: Request, facts: LeadRequestFacts): Promise<LeadOutcome> {
  const { clientIp } = facts;
  if (request.method !== "POST")
    return leadOutcome(405, leadAnswers.methodNotAllowed, undefined, { Allow: "POST" });

  const decision = await rateLimiter().hit(rateLimitKey(clientIp));
  if (!decision.allowed) {
    const message = leadAnswers.rateLimited(minutesToWait(decision.retryAfterSeconds));
    return leadOutcome(429, message, undefined, retryAfter(decision.retryAfterSeconds));
  }

  // The body is held in memory until stored, so the upload budget caps it overall and per client.
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  const admission = uploadBudget().enter(
    rateLimitKey(clientIp),
    declared <= UPLOAD_LIMITS.maxRequestBytes ? declared : undefined,
  );
  if (!admission.ok) {
    const { refusal } = admission;
    logger.warn({ clientIp, refusal, inFlight: uploadBudget().inFlight }, "lead refused: no upload place");
    return budgetRefusal(refusal);
  }
  const { ticket } = admission;
  try {
    let parsed: ParsedForm;
    try {
      parsed = await parseMultipart(request, UPLOAD_LIMITS, {
        onRead: (total) => ticket.read(total),
        idleTimeoutMs: env().UPLOAD_IDLE_TIMEOUT_MS,
        pace: { graceMs: env().UPLOAD_RATE_GRACE_MS, minBytesPerSecond: env().UPLOAD_MIN_BYTES_PER_SECOND },
      });
    } catch (error) {
      if (error instanceof MultipartError) {
        if (error.kind === "aborted" || error.kind === "timeout" || error.kind === "too-slow") {
          logger.info({ clientIp, kind: error.kind }, "lead upload not completed by the client");
        }
        return multipartOutcome(error);
      }
      throw error;
    }

    const form = { ...parsed, products: decodeProducts(parsed.fields.get("product")) };
    const formId = resolveFormId(form);
    const outcome = await checkAndStoreLead(request, form, formId, facts);
    return outcome.status === 200 ? outcome : { ...outcome, echo: echoOf(form, formId) };
  } finally {
    ticket.release();
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
  const config = env();
  if (!formId)
    return leadOutcome(400, leadAnswers.unknownForm, { [FORM_ID_FIELD]: [leadAnswers.unknownForm] });
  const formConfig = leadForms[formId];
  const messages = leadMessages(formConfig.variant);

  if ((fieldValue(form, HONEYPOT_FIELD) ?? "").trim() !== "") {
    logger.info({ clientIp, formId }, "lead refused: honeypot filled");
    return leadOutcome(400, leadAnswers.honeypot, { [HONEYPOT_FIELD]: [leadAnswers.honeypot] });
  }

  const submissionId = fieldValue(form, SUBMISSION_ID_FIELD);
  if (submissionId !== undefined && !isSubmissionId(submissionId))
    return leadOutcome(400, leadAnswers.malformed);

  const errors: Record<string, string[]> = {};
  const parsed = schemas.get(formId)!.safeParse(textFields(form, formConfig));
  if (!parsed.success) {
    for (const [key, list] of Object.entries(z.flattenError(parsed.error).fieldErrors)) {
      if (Array.isArray(list) && list.length > 0) errors[key] = list as string[];
    }
  }

  const captcha = await verifyCaptcha(fieldValue(form, CAPTCHA_FIELD), clientIp, {
    token: fieldValue(form, NO_SCRIPT_TOKEN_FIELD),
    answer: fieldValue(form, NO_SCRIPT_ANSWER_FIELD),
  });
  if (!captcha.ok && captcha.reason === "no-script-rate-limited") {
    const { retryAfterSeconds } = captcha;
    const message = leadAnswers.noScriptRateLimited(minutesToWait(retryAfterSeconds));
    return leadOutcome(429, message, undefined, retryAfter(retryAfterSeconds));
  }
  if (!captcha.ok) {
    const required = captcha.reason === "missing" ? messages.captchaRequired : undefined;
    errors[CAPTCHA_FIELD] = [required ?? CAPTCHA_MESSAGES[captcha.reason] ?? leadAnswers.captchaInvalid];
  }

  if (Object.keys(errors).length > 0) {
    const onlyCaptcha = Object.keys(errors).length === 1 && errors[CAPTCHA_FIELD];
    const status = !captcha.ok && captcha.reason === "unavailable" && onlyCaptcha ? 503 : 400;
    return leadOutcome(status, onlyCaptcha ? errors[CAPTCHA_FIELD]![0]! : leadAnswers.validation, errors);
  }
  if (!parsed.success || !captcha.ok) return leadOutcome(400, leadAnswers.validation); // unreachable, narrows types

  const attachments = collectAttachments(form, formConfig);
  if (!Array.isArray(attachments)) return attachments;
  const attachmentBytes = attachments.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  const overCeiling = await attachmentCeiling(clientIp, attachmentBytes);
  if (overCeiling) {
    logger.warn({ clientIp, formId, reason: overCeiling.body.message }, "lead refused: attachment ceiling");
    return overCeiling;
  }

  const captchaRecord =
    captcha.replayKey && captcha.expiresAt
      ? { key: captcha.replayKey, expiresAt: captcha.expiresAt }
      : undefined;
  /** A resent submission id (the browser lost the response): nothing is stored twice. */
  const resent = async (): Promise<LeadOutcome | undefined> => {
    if (submissionId === undefined || !(await leadStored(submissionId))) return undefined;
    if ((await resendAnswer(submissionId, captchaRecord)) === "replayed") return captchaReplayed();
    logger.info({ id: submissionId, formId }, "lead sent again after it was stored");
    return leadOutcome(200, messages.success);
  };
  // Checked only after every other check, so the outcome never reveals whether an id exists.
  const again = await resent();
  if (again) return again;

  try {
    const id = await storeLead({
      id: submissionId,
      formId,
      variant: formConfig.variant,
      fields: parsed.data,
      attachments,
      clientIp,
      userAgent: request.headers.get("user-agent"),
      captchaProvider: captcha.provider,
      attribution: attributionOf(
        { firstTouch: fieldValue(form, ATTRIBUTION_FIELD), formPage: fieldValue(form, FORM_PAGE_FIELD) },
        { postedToPage, referer: request.headers.get("referer") },
      ),
      captcha: captchaRecord,
      confirmation: config.MAIL_CONFIRMATION,
      webhook: config.LEADS_WEBHOOK_URL !== undefined,
      mailDomain: new URL(config.PUBLIC_URL).hostname || "localhost",
    });
    logger.info({ id, formId, files: attachments.length }, "lead stored");
  } catch (error) {
    // The same submission sent twice at once, and the other copy was stored.
    const storedByTheOther = await resent().catch(() => undefined);
    if (storedByTheOther) return storedByTheOther;
    if (error instanceof CaptchaReplayError) return captchaReplayed();
    logger.error({ err: error, formId }, "lead could not be stored");
    return leadOutcome(503, leadAnswers.unavailable, undefined, retryAfter(60));
  }
  signalOutboxWork();
  return leadOutcome(200, messages.success);
}

/** The whole pipeline; never throws and never returns a stack trace. */
export async function submitLead(request: Request, facts: LeadRequestFacts): Promise<LeadOutcome> {
  let result: LeadOutcome;
  const intakeFinished = intakeStarted();
  try {
    result = await receiveLead(request, facts);
  } catch (error) {
    logger.error({ err: error }, "lead pipeline failed");
    result = leadOutcome(503, leadAnswers.unavailable, undefined, retryAfter(60));
  } finally {
    intakeFinished();
  }
  // Both entry points pass here, so each lead is counted once.
  countLead(leadOutcomeReason(result, { captcha: CAPTCHA_FIELD, honeypot: HONEYPOT_FIELD }));
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
