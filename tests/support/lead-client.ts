/** Client side of the lead API: real ALTCHA solving, real multipart posts, every answer API-checked. */
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { StaffLead } from "../../app/leads/staff/lead-access.server";
import { checkedFetch } from "./checked-fetch";
import type { Answer, Client } from "./raw-http";

export const ADMIN_TOKEN = "integration-admin-token-0123456789";

export const validContact = {
  name: "Priya Raman",
  email: "priya.raman@clinic-partners.example",
  contact: "+1-781-555-0142",
  message: "We need a benchmark of our commercial rates against Medicare for 40 CPT codes.",
};

/** Solves a challenge like the widget does; resolves with the payload the form sends. */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Fetches a challenge from GET /api/captcha and solves it. */
export async function solveCaptcha(baseUrl: string): Promise<string> {
  const response = await checkedFetch(`${baseUrl}/api/captcha`);
  if (!response.ok) throw new Error(`captcha ${response.status}`);
  return solvedPayload((await response.json()) as Challenge);
}

export type Upload = { field?: string; name: string; bytes: Uint8Array; type?: string };

export type LeadPost = {
  /** The hidden form id. Default "contact". */
  form?: string;
  /** Merged over the valid contact fields; undefined removes one. */
  fields?: Record<string, string | undefined>;
  product?: string[];
  files?: Upload[];
  /** A solved ALTCHA payload unless given; null sends none; a function derives it from a solved one. */
  captcha?: string | null | ((solved: string) => string);
  /** Extra request headers (Origin, Referer, ...). */
  headers?: Record<string, string>;
  /** Default /api/contact; a form page for its native POST. */
  path?: string;
};

async function captchaOf(baseUrl: string, wanted: LeadPost["captcha"]): Promise<string | undefined> {
  if (wanted === null) return undefined;
  if (typeof wanted === "string") return wanted;
  return (wanted ?? ((solved: string) => solved))(await solveCaptcha(baseUrl));
}

/** A lead's form, built the way the site's own script builds it, with `captcha` as its ALTCHA payload. */
export function leadFormData(post: Omit<LeadPost, "captcha">, captcha?: string): FormData {
  const form = new FormData();
  form.append("form", post.form ?? "contact");
  for (const [name, value] of Object.entries({ ...validContact, ...post.fields })) {
    if (value !== undefined) form.append(name, value);
  }
  if (post.product) form.append("product", JSON.stringify(post.product));
  for (const file of post.files ?? []) {
    form.append(
      file.field ?? "files",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  }
  if (captcha) form.append("recaptcha", captcha);
  return form;
}

/** A form's multipart body and content type, as a browser would send it. */
export async function encodeForm(form: FormData): Promise<{ bytes: Buffer; contentType: string }> {
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return {
    bytes: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type") ?? "",
  };
}

/** The multipart bytes and content type of a lead, for posts sent by hand. */
export async function encodedLead(baseUrl: string, post: LeadPost = {}) {
  return encodeForm(leadFormData(post, await captchaOf(baseUrl, post.captcha)));
}

type LeadReply = { message: string; errors?: Record<string, string[]> };

/** A lead posted by `client`; `body` reads the answer as the API's JSON (a form page answers HTML). */
export async function postLead(
  client: Client,
  post: LeadPost = {},
): Promise<Answer & { body: LeadReply; captcha?: string }> {
  const captcha = await captchaOf(client.url, post.captcha);
  const headers = new Headers(post.headers);
  if (client.ip && !headers.has("x-forwarded-for")) headers.set("X-Forwarded-For", client.ip);
  const response = await checkedFetch(`${client.url}${post.path ?? "/api/contact"}`, {
    method: "POST",
    body: leadFormData(post, captcha),
    headers,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    captcha,
    get body() {
      return JSON.parse(text) as LeadReply;
    },
  };
}

/** The stored leads as staff read them (JSON). */
export async function listLeads(baseUrl: string): Promise<StaffLead[]> {
  const response = await checkedFetch(`${baseUrl}/api/leads?format=json`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  if (!response.ok) throw new Error(`leads ${response.status}`);
  return ((await response.json()) as { leads: StaffLead[] }).leads;
}
