/** The hostile corpus's harness: how a case reaches the server, what every answer must be, how leads are read. */
import type { StaffLead } from "../../app/leads/staff/lead-access.server";
import { connect } from "node:net";
import { expect } from "vitest";
import { ADMIN_TOKEN, leadFormData, solveCaptcha, type Upload, validContact } from "../support/lead-client";
import { repoRoot } from "../support/server-process";
import { checkedFetch } from "../support/checked-fetch";
import { csvRows } from "../support/csv-rows";
import { encodeForm } from "../support/raw-upload";
import type { ReceivedMail, SmtpSink } from "../support/smtp-sink";

export const LEADS_TO = "sales-desk@northpeak.example";

/** What one case's request brought back. */
export type Answer = { status: number; headers: Headers; text: string };

/** What a case gets to send with: the server, the SMTP sink and a client address of its own. */
export type Ctx = { url: string; port: number; ip: string; smtp: SmtpSink };

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

export type HostilePost = {
  /** The hidden form id. Default "contact". */
  form?: string;
  /** Merged over the valid contact fields; undefined removes one. */
  fields?: Record<string, string | undefined>;
  product?: string[];
  files?: Upload[];
  /** A solved ALTCHA payload unless given; null sends none; a function derives it from a solved one. */
  captcha?: string | null | ((solved: string) => string);
  headers?: Record<string, string>;
  /** Default /api/contact; a form page for its native POST. */
  path?: string;
};

export async function leadBody(ctx: Pick<Ctx, "url">, post: HostilePost): Promise<FormData> {
  const fields = Object.fromEntries(
    Object.entries({ ...validContact, ...post.fields }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  const captcha =
    post.captcha === null
      ? undefined
      : typeof post.captcha === "string"
        ? post.captcha
        : (post.captcha ?? ((solved: string) => solved))(await solveCaptcha(ctx.url));
  return leadFormData(
    {
      form: post.form ?? "contact",
      fields,
      ...(post.product ? { product: post.product } : {}),
      ...(post.files ? { files: post.files } : {}),
    },
    captcha,
  );
}

/** A multipart lead post, built the way the site's own script builds it. */
export async function postLead(ctx: Ctx, post: HostilePost = {}): Promise<Answer> {
  return request(ctx, post.path ?? "/api/contact", {
    method: "POST",
    body: await leadBody(ctx, post),
    headers: post.headers,
  });
}

/** The multipart bytes and content type of a lead, for raw-socket cases. */
export async function encodedLead(ctx: Pick<Ctx, "url">, post: HostilePost = {}) {
  return encodeForm(await leadBody(ctx, post));
}

// ---------------------------------------------------------------------------------------------
// Raw HTTP over a socket: for bodies and headers fetch refuses to send.

/** An HTTP/1.1 answer read from its raw bytes; `complete` once its whole body is in. */
export function parseHttp(bytes: Buffer): { answer: Answer; complete: boolean } | null {
  const end = bytes.indexOf("\r\n\r\n");
  if (end === -1) return null;
  const [statusLine = "", ...lines] = bytes.subarray(0, end).toString("latin1").split("\r\n");
  const headers = new Headers();
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const status = Number(statusLine.split(" ")[1]);
  let body = bytes.subarray(end + 4);
  let complete = false;
  if (/chunked/i.test(headers.get("transfer-encoding") ?? "")) {
    const parts: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = body.indexOf("\r\n", at);
      if (lineEnd === -1) break;
      const size = Number.parseInt(body.subarray(at, lineEnd).toString(), 16);
      if (size === 0) {
        complete = true;
        break;
      }
      if (body.length < lineEnd + 2 + size) break;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 4 + size;
    }
    body = Buffer.concat(parts);
  } else {
    const length = Number(headers.get("content-length") ?? 0);
    complete = body.length >= length;
    body = body.subarray(0, length);
  }
  return { answer: { status, headers, text: body.toString("utf8") }, complete };
}

/** Writes `head` and `body` to a socket as they are and reads the first answer (status 0 on a hang-up). */
export function rawHttp(ctx: Ctx, head: string, body: Buffer | string = "", timeoutMs = 15_000) {
  const text = `${head}\r\nHost: 127.0.0.1:${ctx.port}\r\nX-Forwarded-For: ${ctx.ip}\r\nConnection: close\r\n\r\n`;
  return new Promise<Answer>((resolve) => {
    const socket = connect(ctx.port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parseHttp(Buffer.concat(chunks))?.answer ?? { status: 0, headers: new Headers(), text: "" });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      if (parseHttp(Buffer.concat(chunks))?.complete) finish();
    });
    socket.on("close", finish);
    // The server may hang up while we still write (a refused upload): its answer is what counts.
    socket.on("error", () => {});
    socket.write(text);
    if (body.length > 0) socket.write(body);
  });
}

/** A body in HTTP/1.1 chunked encoding, cut into pieces of `size` bytes. */
export function chunked(body: Buffer, size = 64 * 1024): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < body.length; at += size) {
    const piece = body.subarray(at, at + size);
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from("0\r\n\r\n"));
  return Buffer.concat(parts);
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

export async function staffLeads(url: string): Promise<StaffLead[]> {
  const response = await checkedFetch(`${url}/api/leads?format=json`, { headers: auth });
  expect(response.status).toBe(200);
  return ((await response.json()) as { leads: StaffLead[] }).leads;
}

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
  const [columns = [], ...rows] = csvRows(await csv.text());
  const row = rows.find((cells) => cells[0] === id) ?? [];
  expect(lead, "lead in the staff JSON").toBeDefined();
  expect(row.length, "lead in the staff CSV").toBe(columns.length);
  return { lead: lead!, csv: Object.fromEntries(columns.map((column, i) => [column, row[i]!])) };
}

/** The notification of a lead (its Message-ID names the lead id). */
export async function mailOf(smtp: SmtpSink, id: string, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.messages.find((m) => m.raw.includes(`<lead.${id}@`));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail for lead ${id}`);
    await new Promise((r) => setTimeout(r, 50));
  }
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
