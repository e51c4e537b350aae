/**
 * The browser half of a submission (spec §3 fields, §7 call, §8 texts): builds the multipart body with
 * only the fields the form shows, POSTs it and turns the answer into the text the visitor reads.
 */
import type { LeadFields } from "~/leads/schema";
import { failureMessage, leadMessages, serverStatusMessage } from "~/leads/messages";
import { CAPTCHA_FIELD, FORM_ID_FIELD, HONEYPOT_FIELD, LEAD_ENDPOINT } from "~/leads/contract";
import type { FormConfig } from "./form-config";

export type LeadOutcomeView =
  | { ok: true; status: number; message: string }
  | { ok: false; status: number; message: string; errors?: Record<string, string[]> };

export type LeadPayload = {
  fields: LeadFields;
  files: readonly File[];
  captcha: string;
  honeypot: string;
};

/** The multipart body of spec §3: each field only when the form enables it. */
export function buildLeadBody(config: FormConfig, payload: LeadPayload): FormData {
  const body = new FormData();
  body.set(FORM_ID_FIELD, config.id);
  const { fields } = payload;
  if (config.showName) body.set("name", fields.name ?? "");
  if (config.showEmail) body.set("email", fields.email ?? "");
  if (config.showContact) body.set("contact", fields.contact ?? "");
  if (config.showMessage) body.set("message", fields.message ?? "");
  if (config.product.length > 0) body.set("product", JSON.stringify(fields.product ?? []));
  if (config.attachments === "files") {
    for (const file of payload.files) body.append("files", file, file.name);
  } else if (config.attachments === "cv") {
    const cv = payload.files[0];
    if (cv) {
      body.set("cv", cv, cv.name);
      body.set("cvUpload", "Yes");
    }
  }
  body.set(CAPTCHA_FIELD, payload.captcha);
  body.set(HONEYPOT_FIELD, payload.honeypot);
  return body;
}

function asErrors(value: unknown): Record<string, string[]> | undefined {
  if (!value || typeof value !== "object") return undefined;
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) errors[key] = messages.filter((m): m is string => typeof m === "string");
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** Interprets an answer of POST /api/contact for the form's variant. */
export async function readLeadResponse(config: FormConfig, response: Response): Promise<LeadOutcomeView> {
  if (response.status === 200) {
    return { ok: true, status: 200, message: leadMessages(config.variant).success };
  }
  let body: { message?: unknown; errors?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's error page, an empty body): fall back to the status text.
  }
  return {
    ok: false,
    status: response.status,
    message: failureMessage(config.variant, {
      serverMessage: body.message,
      errorMessage: serverStatusMessage(response.status),
    }),
    // Field errors land on their fields in both variants.
    errors: asErrors(body.errors),
  };
}

export async function sendLead(
  config: FormConfig,
  payload: LeadPayload,
  options: { endpoint?: string; signal?: AbortSignal } = {},
): Promise<LeadOutcomeView> {
  try {
    const response = await fetch(options.endpoint ?? LEAD_ENDPOINT, {
      method: "POST",
      body: buildLeadBody(config, payload),
      headers: { Accept: "application/json" },
      signal: options.signal,
    });
    return await readLeadResponse(config, response);
  } catch (error) {
    return {
      ok: false,
      status: 0,
      message: failureMessage(config.variant, { errorMessage: error instanceof Error ? error.message : "" }),
    };
  }
}
