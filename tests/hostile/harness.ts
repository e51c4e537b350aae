/** The hostile corpus's harness: how a case reaches the server, what every answer must be, how leads are read. */
import type { StaffLead } from "../../app/leads/staff/lead-access.server";
import { expect } from "vitest";
import { ADMIN_TOKEN } from "../support/lead-client";
import { repoRoot } from "../support/server-process";
import { checkedFetch } from "../support/checked-fetch";
import { csvRecords } from "../support/csv-rows";
import type { Answer } from "../support/raw-http";
import type { SmtpSink } from "../support/smtp-sink";

export const LEADS_TO = "sales-desk@northpeak.example";

/** What a case gets to send with: the server, the SMTP sink and a client address of its own. */
export type Ctx = { url: string; ip: string; smtp: SmtpSink };

export type Case = {
  name: string;
  send: (ctx: Ctx) => Promise<Answer>;
  status: number;
  /** The exact `message` of a JSON answer. */
  message?: string;
  /** Field errors the JSON answer must contain (toMatchObject). */
  errors?: Record<string, string[]>;
  /** Text a non-JSON answer must contain. */
  text?: string;
  headers?: Record<string, string | RegExp>;
  /** Leads the case stores (0 unless said). */
  stores?: number;
  /** Further checks on the answer and on the leads the case stored. */
  verify?: (ctx: Ctx, answer: Answer, stored: StaffLead[]) => Promise<void>;
};

const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };

const answerOf = async (response: Response): Promise<Answer> => ({
  status: response.status,
  headers: response.headers,
  text: await response.text(),
});

/** A fetch from the case's own client address (the server trusts one proxy hop), its answer checked. */
export async function request(ctx: Ctx, path: string, init: RequestInit = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (!headers.has("x-forwarded-for")) headers.set("X-Forwarded-For", ctx.ip);
  return answerOf(await checkedFetch(`${ctx.url}${path}`, { ...init, headers }));
}

// ---------------------------------------------------------------------------------------------
// What every answer must satisfy.

const INTERNALS = ["    at ", "node_modules", "/work/", repoRoot];

/** The development build's pages load modules by URL from /node_modules/ (Vite): public, not a leak. */
const DEV_MODULE_URLS = /(["(])\/node_modules\/[^"')\s]+/g;
const productionBuild = Boolean(process.env.INTEGRATION_BUILD_DIR);

export function expectAnswer(answer: Answer, want: Omit<Case, "name" | "send">, label = "") {
  expect(answer.status, `${label} status; body: ${answer.text.slice(0, 300)}`).toBe(want.status);
  const body = productionBuild ? answer.text : answer.text.replace(DEV_MODULE_URLS, "$1");
  for (const internal of INTERNALS) expect(body, `${label} leaks "${internal}"`).not.toContain(internal);
  if (want.message !== undefined || want.errors) {
    const json = JSON.parse(answer.text) as { message: string; errors?: Record<string, string[]> };
    if (want.message !== undefined) expect(json.message, `${label} message`).toBe(want.message);
    if (want.errors) expect(json.errors, `${label} errors`).toMatchObject(want.errors);
  }
  if (want.text !== undefined) expect(answer.text, `${label} text`).toContain(want.text);
  for (const [name, value] of Object.entries(want.headers ?? {})) {
    const actual = answer.headers.get(name) ?? "";
    if (typeof value === "string") expect(actual, `${label} header ${name}`).toBe(value);
    else expect(actual, `${label} header ${name}`).toMatch(value);
  }
}

// ---------------------------------------------------------------------------------------------
// Reading a stored lead back.

/** The header is sent twice (the security headers and the staff routes); browsers read the first value. */
const NOSNIFF = /^nosniff(, nosniff)*$/;

/** A lead as staff see it, JSON entry and CSV row, both served as data (attachment, nosniff). */
export async function staffViews(url: string, id: string) {
  const json = await checkedFetch(`${url}/api/leads?format=json`, { headers: auth });
  expect(json.headers.get("content-type")).toMatch(/^application\/json/);
  expect(json.headers.get("x-content-type-options")).toMatch(NOSNIFF);
  const lead = ((await json.json()) as { leads: StaffLead[] }).leads.find((l) => l.id === id);
  const csv = await checkedFetch(`${url}/api/leads?format=csv`, { headers: auth });
  expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
  expect(csv.headers.get("content-disposition")).toMatch(/^attachment;/);
  expect(csv.headers.get("x-content-type-options")).toMatch(NOSNIFF);
  const row = csvRecords(await csv.text()).find((record) => record.id === id);
  expect(lead, "lead in the staff JSON").toBeDefined();
  expect(row, "lead in the staff CSV").toBeDefined();
  return { lead: lead!, csv: row! };
}

/** The top-level headers of a message, unfolded, as [lower-case name, value]. */
export function mailHeaders(raw: string): [string, string][] {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
  return head
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)
    .map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as [string, string];
    });
}
