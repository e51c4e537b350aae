/** Client side of the lead API: real ALTCHA solving, real multipart posts, every answer API-checked. */
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { LeadAttribution } from "../../app/leads/shared/attribution";
import { checkedFetch } from "./checked-fetch";

export const ADMIN_TOKEN = "integration-admin-token-0123456789";

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
  form?: string;
  fields?: Record<string, string>;
  product?: string[];
  files?: Upload[];
  captcha?: string | null;
  ip?: string;
  /** Extra request headers (Origin, Referer, ...). */
  headers?: Record<string, string>;
};

export function leadFormData(post: LeadPost, captcha?: string): FormData {
  const form = new FormData();
  if (post.form !== undefined) form.append("form", post.form);
  for (const [name, value] of Object.entries(post.fields ?? {})) form.append(name, value);
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

export async function postLead(baseUrl: string, post: LeadPost) {
  const captcha = post.captcha === undefined ? await solveCaptcha(baseUrl) : (post.captcha ?? undefined);
  const response = await checkedFetch(`${baseUrl}/api/contact`, {
    method: "POST",
    body: leadFormData(post, captcha),
    headers: { ...(post.ip ? { "X-Forwarded-For": post.ip } : {}), ...post.headers },
  });
  const body = (await response.json()) as { message: string; errors?: Record<string, string[]> };
  return { status: response.status, body, headers: response.headers, captcha };
}

export type ListedLead = {
  id: string;
  form: string;
  name: string | null;
  email: string | null;
  message: string | null;
  product: string[];
  opening: string | null;
  attribution: LeadAttribution;
  mail: string;
  attachments: { n: number; name: string; size: number; sha256: string; url: string; storedName: string }[];
};

export async function listLeads(baseUrl: string, token = ADMIN_TOKEN): Promise<ListedLead[]> {
  const response = await checkedFetch(`${baseUrl}/api/leads?format=json`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`leads ${response.status}`);
  return ((await response.json()) as { leads: ListedLead[] }).leads;
}

export const validContact = {
  name: "Priya Raman",
  email: "priya.raman@clinic-partners.example",
  contact: "+1-781-555-0142",
  message: "We need a benchmark of our commercial rates against Medicare for 40 CPT codes.",
};
