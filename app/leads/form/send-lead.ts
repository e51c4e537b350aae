/** The browser side of a submission: builds the multipart body, POSTs it and turns the response into text for the visitor. */
import { serverStatusMessage } from "~/site/form-text";
import { failureMessage, leadMessages } from "~/leads/shared/variant-messages";
import { LEAD_ENDPOINT, newSubmissionId, SUBMISSION_ID_FIELD } from "~/leads/shared/contract";
import type { LeadFormSpec } from "~/leads/shared/contract";
import { ATTRIBUTION_FIELD, FORM_PAGE_FIELD } from "~/leads/shared/attribution";
import { FIRST_TOUCH_KEY } from "~/leads/shared/first-touch-wire";

type LeadPayload = {
  /** The form's own fields, as the browser posts them without JavaScript. */
  form: FormData;
  /** The picked files: they move from the file input into a list where each can be removed. */
  files: readonly File[];
  /** The visit's first touch (JSON) and the path of the page the form is on. */
  attribution: { firstTouch?: string; formPage: string };
};

/**
 * The multipart body of POST /api/contact: the form's text fields (it renders only those its
 * configuration enables), the files from the list, and the products as one JSON list.
 */
export function buildLeadBody(config: LeadFormSpec, payload: LeadPayload, submissionId?: string): FormData {
  const body = new FormData();
  for (const [name, value] of payload.form) if (typeof value === "string") body.append(name, value);
  if (submissionId) body.set(SUBMISSION_ID_FIELD, submissionId);
  if (config.products.length > 0) body.set("product", JSON.stringify(payload.form.getAll("product")));
  // Only a form with a file input has files in its list.
  for (const file of payload.files) body.append(config.attachments, file, file.name);
  // The form's cvUpload=Yes goes with a CV only.
  if (payload.files.length === 0) body.delete("cvUpload");
  const { firstTouch, formPage } = payload.attribution;
  if (firstTouch) body.set(ATTRIBUTION_FIELD, firstTouch);
  body.set(FORM_PAGE_FIELD, formPage);
  return body;
}

/** How often and how long a submission waits out a 503 (an instance restarting, uploads full). */
const UNAVAILABLE_RETRIES = 2;
const UNAVAILABLE_MAX_WAIT_SECONDS = 10;

/**
 * Posts, and resends up to UNAVAILABLE_RETRIES times after a 503 whose Retry-After is short enough to
 * wait with the spinner showing; resolves with the last response.
 */
export async function postWaitingOutUnavailable(
  post: () => Promise<Response>,
  wait: (ms: number) => Promise<void>,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await post();
    const retryAfter = response.status === 503 ? (response.headers.get("Retry-After") ?? "") : "";
    const seconds = /^\d+$/.test(retryAfter) ? Number(retryAfter) : Number.POSITIVE_INFINITY;
    if (attempt === UNAVAILABLE_RETRIES || seconds > UNAVAILABLE_MAX_WAIT_SECONDS) return response;
    await response.body?.cancel();
    await wait(Math.max(1, seconds) * 1000);
  }
}

type LeadAnswer = { message?: unknown; errors?: Record<string, string[]> };

/** Sends a lead and turns the response of POST /api/contact into the outcome for the form's variant. */
export async function sendLead(
  config: LeadFormSpec,
  payload: LeadPayload,
  options: { endpoint?: string; wait?: (ms: number) => Promise<void> } = {},
) {
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  // One id for this send and its retries, so a lead that was already stored is not stored again.
  const submissionId = newSubmissionId();
  try {
    // During a rolling deploy a post may get a 503 with a short Retry-After; it is resent (with a
    // rebuilt body) so the visitor never sees it.
    const post = () =>
      fetch(options.endpoint ?? LEAD_ENDPOINT, {
        method: "POST",
        body: buildLeadBody(config, payload, submissionId),
        headers: { Accept: "application/json" },
      });
    const response = await postWaitingOutUnavailable(post, wait);
    if (response.status === 200) {
      return { ok: true, message: leadMessages(config.variant).success };
    }
    // Not JSON (a proxy's error page, an empty body): the status text is used.
    const body: LeadAnswer = await response.json().catch(() => ({}));
    return {
      ok: false,
      message: failureMessage(config.variant, {
        serverMessage: body.message,
        errorMessage: serverStatusMessage(response.status),
      }),
      // Field errors land on their fields in both variants.
      errors: body.errors,
    };
  } catch (error) {
    return {
      ok: false,
      message: failureMessage(config.variant, { errorMessage: error instanceof Error ? error.message : "" }),
    };
  }
}

/** This tab session's first touch as sent with a lead; undefined when there is none. */
export function keptFirstTouch(): string | undefined {
  try {
    return window.sessionStorage.getItem(FIRST_TOUCH_KEY) ?? undefined;
  } catch {
    // Storage unavailable (private mode, disabled): send the lead without it.
    return undefined;
  }
}
