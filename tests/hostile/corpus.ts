/** The hostile corpus: one row per attack, with the answer the server must give. */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { noScriptQuestionIn } from "../support/no-script-question";
import { applyAndDemoMessages, contactPageMessages, formCopy } from "../../app/site/form-text";
import { formSchemaMessages } from "../../app/site/form-schema-text";
import { leadAnswers, serverAnswers } from "../../app/site/api-answers.server";
import { FORM_EVENT_MAX_BYTES } from "../../app/leads/insights/form-event-intake.server";
import { ADMIN_TOKEN, solveCaptcha, type Upload } from "../support/lead-client";
import { minimalPdf, pdfOfSize } from "../support/lead-fixtures";
import {
  type Case,
  chunked,
  type Ctx,
  encodedLead,
  escapeHtml,
  expectAnswer,
  type HostilePost,
  LEADS_TO,
  mailHeaders,
  mailHtml,
  mailOf,
  postLead,
  rawHttp,
  request,
  type StaffLead,
  staffViews,
} from "./harness";

const MB = 1024 * 1024;
/** The contact limit of the corpus's server: every case posts from an address of its own. */
export const CONTACT_LIMIT_PER_HOUR = 5;

const text = (value: string) => new TextEncoder().encode(value);
const pdf = (name: string): Upload => ({ name, bytes: minimalPdf() });

// ---------------------------------------------------------------------------------------------
// Row builders.

/** A multipart lead to /api/contact (or a form page) refused with `status` and `message`. */
const refused = (
  name: string,
  post: HostilePost,
  status: number,
  message: string,
  errors?: Record<string, string[]>,
): Case => ({ name, send: (ctx) => postLead(ctx, post), status, message, ...(errors ? { errors } : {}) });

/** A refusal of the fields: 400, the pipeline's summary, and the field's own message. */
const invalidField = (name: string, post: HostilePost, field: string, fieldMessage: string): Case =>
  refused(name, post, 400, leadAnswers.validation, { [field]: [fieldMessage] });

/** The captcha is the only thing wrong: its message is the answer's message. */
const captchaRefused = (name: string, post: HostilePost, message: string): Case =>
  refused(name, post, 400, message, { recaptcha: [message] });

/** An attachment whose name and bytes disagree (or are not a document): 415 naming the file. */
const wrongFile = (name: string, file: Upload, shownName = file.name): Case =>
  refused(name, { files: [pdf("fine.pdf"), file] }, 415, leadAnswers.wrongFileType, {
    files: [formCopy.fileTypeError(shownName)],
  });

/** A lead that is accepted (one stored) and then checked where staff and the sales desk see it. */
const accepted = (
  name: string,
  post: HostilePost,
  verify: (ctx: Ctx, lead: StaffLead) => Promise<void>,
): Case => ({
  name,
  send: (ctx) => postLead(ctx, post),
  status: 200,
  message: contactPageMessages.success,
  stores: 1,
  verify: async (ctx, _answer, leads) => {
    expect(leads).toHaveLength(1);
    await verify(ctx, leads[0]!);
  },
});

type TextField = "name" | "email" | "message";

/** Markup is kept as the visitor's text: escaped in the mail's HTML, plain in the staff JSON and CSV. */
const markupIn = (field: TextField, value: string): Case =>
  accepted(
    `markup in ${field} is escaped in the mail and plain text for staff`,
    { fields: { [field]: value } },
    async (ctx, lead) => {
      const html = mailHtml((await mailOf(ctx.smtp, lead.id)).raw);
      expect(html).toContain(escapeHtml(value));
      expect(html).not.toContain(value);
      const views = await staffViews(ctx.url, lead.id);
      expect(views.lead[field]).toBe(value);
      expect(views.csv[field]).toBe(value);
    },
  );

/** A spreadsheet formula at the start of a cell is neutralised in the CSV, kept as typed in JSON. */
const formulaIn = (field: "name" | "message", value: string): Case =>
  accepted(
    `a CSV formula "${value.slice(0, 12)}…" in ${field} is neutralised`,
    { fields: { [field]: value } },
    async (ctx, lead) => {
      const views = await staffViews(ctx.url, lead.id);
      expect(views.lead[field]).toBe(value);
      expect(views.csv[field]).toBe(`'${value}`);
    },
  );

/** A stored submission id answers as a new id would (`probe` gets two spent captchas; `stores`: leads stored). */
const idProbe = (
  name: string,
  probe: (spent: { own: string; another: string }) => HostilePost["captcha"],
  want: { status: number; message: string; stores: number },
): Case => ({
  name,
  send: async (ctx) => {
    const submissionId = randomUUID();
    const own = await solveCaptcha(ctx.url);
    const another = await solveCaptcha(ctx.url);
    expect((await postLead(ctx, { fields: { submission_id: submissionId }, captcha: own })).status).toBe(200);
    expect((await postLead(ctx, { fields: { submission_id: randomUUID() }, captcha: another })).status).toBe(
      200,
    );
    const captcha = probe({ own, another });
    const stored = await postLead(ctx, { fields: { submission_id: submissionId }, captcha });
    const fresh = await postLead(ctx, { fields: { submission_id: randomUUID() }, captcha });
    expect({ status: fresh.status, text: fresh.text }, "the same post under a new id").toEqual({
      status: stored.status,
      text: stored.text,
    });
    return stored;
  },
  status: want.status,
  message: want.message,
  stores: want.stores,
});

/** CR/LF plus "Bcc:" in a text field the pipeline accepts: the mail's headers stay exactly ours. */
const injectionAccepted = (field: "name" | "message", value: string): Case =>
  accepted(
    `mail header injection through ${field} adds no header`,
    { fields: { [field]: value } },
    async (ctx, lead) => {
      const mail = await mailOf(ctx.smtp, lead.id);
      expect(mail.to).toEqual([LEADS_TO]);
      const headers = mailHeaders(mail.raw);
      const names = headers.map(([header]) => header);
      expect(names).not.toContain("bcc");
      expect(names).not.toContain("cc");
      expect(headers.filter(([header]) => header === "to")).toEqual([["to", LEADS_TO]]);
      expect(names.filter((header) => header === "subject")).toHaveLength(1);
      expect(lead[field]).toBe(value); // kept as typed, line break included
    },
  );

/** An attachment name that must be stored cleaned (display text only; the file gets a generated name). */
const filenameCleaned = (name: string, sent: string, storedAs: string): Case =>
  accepted(name, { files: [{ name: sent, bytes: minimalPdf() }] }, async (ctx, lead) => {
    expect(lead.attachments.map((a) => a.name)).toEqual([storedAs]);
    expect(lead.attachments[0]!.storedName).toBe(`${lead.id}-1.pdf`);
    const mail = (await mailOf(ctx.smtp, lead.id)).raw;
    expect(mail).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B-\u200F\uFEFF]/);
  });

/** A cross-site POST: refused before the body is read. The API answers JSON, a page plain text. */
const crossSite = (name: string, path: string, headers: Record<string, string>): Case => ({
  name,
  send: (ctx) => postLead(ctx, { path, headers }),
  status: 403,
  ...(path.startsWith("/api/") ? { message: leadAnswers.crossSite } : { text: leadAnswers.crossSite }),
});

/** The staff listing with an Authorization header (or none). */
const staff = (
  name: string,
  authorization: string | undefined,
  status: number,
  path = "/api/leads?format=json",
): Case => ({
  name,
  send: (ctx) =>
    request(ctx, path, authorization === undefined ? {} : { headers: { Authorization: authorization } }),
  status,
  ...(status === 401
    ? { message: "Unauthorized", headers: { "www-authenticate": 'Bearer realm="leads"' } }
    : {}),
});

/** A GET of a path whose percent-encoding is broken: a 4xx, never a 500 or a stack trace. */
const brokenPath = (path: string): Case => ({
  name: `broken percent-encoding in ${path} is a 400`,
  send: (ctx) => rawHttp(ctx, `GET ${path} HTTP/1.1`),
  status: 400,
  text: serverAnswers.malformedPath,
  headers: { "cache-control": "no-store" },
});

/** A raw multipart post to /api/contact with a content type and body written as given. */
const rawPost = (ctx: Ctx, contentType: string, body: Buffer | string, extraHeaders = "") =>
  rawHttp(
    ctx,
    `POST /api/contact HTTP/1.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}${extraHeaders}`,
    body,
  );

/** One refused post (nothing to store) from each address in turn; every answer's status and the last answer. */
async function statusesOf(ctx: Ctx, addresses: string[]) {
  const statuses: number[] = [];
  let last = { status: 0, headers: new Headers(), text: "" };
  for (const ip of addresses) {
    last = await postLead(ctx, { fields: { name: "" }, captcha: null, headers: { "X-Forwarded-For": ip } });
    statuses.push(last.status);
  }
  return { statuses, last };
}
const limitedAfter = [...Array(CONTACT_LIMIT_PER_HOUR).fill(400), 429];

/** The no-script question of the contact page: its token and the right answer. */
async function noScriptQuestion(ctx: Ctx) {
  return noScriptQuestionIn((await request(ctx, "/Contact-us")).text);
}
const noScript = (captcha_token: string, captcha_answer?: string): HostilePost => ({
  fields: { captcha_token, captcha_answer },
  captcha: null,
});

/** The ALTCHA payload, decoded, changed and encoded again. */
const tamper =
  (
    change: (payload: {
      challenge: Record<string, unknown> & { parameters: Record<string, unknown> };
      solution: Record<string, unknown>;
    }) => void,
  ) =>
  (solved: string) => {
    const payload = JSON.parse(Buffer.from(solved, "base64").toString("utf8"));
    change(payload);
    return Buffer.from(JSON.stringify(payload)).toString("base64");
  };

const applyFields = { contact: "9779801234567" };
const fields = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`extra_${i}`, "x"]));

// ---------------------------------------------------------------------------------------------

export const corpus: Case[] = [
  // --- Methods and content types
  {
    name: "GET /api/contact is 405 with Allow: POST",
    send: (ctx) => request(ctx, "/api/contact"),
    status: 405,
    message: leadAnswers.methodNotAllowed,
    headers: { allow: "POST" },
  },
  // DELETE and PATCH take PUT's path (submit.server.test.ts).
  {
    name: "PUT /api/contact is 405 with Allow: POST",
    send: (ctx) => request(ctx, "/api/contact", { method: "PUT", body: "x" }),
    status: 405,
    message: leadAnswers.methodNotAllowed,
    headers: { allow: "POST" },
  },
  // Other types and none: multipart.server.test.ts.
  {
    name: "a JSON body is 415",
    send: (ctx) => rawPost(ctx, "application/json", JSON.stringify({ form: "contact", name: "Eve" })),
    status: 415,
    message: leadAnswers.notMultipart,
  },

  // --- Malformed multipart and malformed HTTP (no boundary, garbage bytes, a huge part header: multipart.server.test.ts)
  {
    name: "a truncated multipart body (no closing boundary) is 400",
    send: async (ctx) => {
      const { contentType, bytes } = await encodedLead(ctx);
      return rawPost(ctx, contentType, bytes.subarray(0, bytes.length - 60));
    },
    status: 400,
    message: leadAnswers.malformed,
  },
  {
    // busboy skips a part it cannot name; what is left is an empty form, refused by validation.
    name: "a part without Content-Disposition is skipped and the empty form refused (400)",
    send: (ctx) =>
      rawPost(
        ctx,
        "multipart/form-data; boundary=zz",
        "--zz\r\nContent-Type: text/plain\r\n\r\nhello\r\n--zz--\r\n",
      ),
    status: 400,
    message: leadAnswers.validation,
  },
  {
    name: "a gzip-encoded body is not inflated (400)",
    send: async (ctx) => {
      const { gzipSync } = await import("node:zlib");
      const { contentType, bytes } = await encodedLead(ctx);
      return rawPost(ctx, contentType, gzipSync(bytes), "\r\nContent-Encoding: gzip");
    },
    status: 400,
    message: leadAnswers.malformed,
  },
  {
    name: "Content-Length together with Transfer-Encoding (request smuggling) is 400",
    send: (ctx) =>
      rawHttp(
        ctx,
        "POST /api/contact HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=zz\r\nContent-Length: 6\r\nTransfer-Encoding: chunked",
        "0\r\n\r\nGET /healthz HTTP/1.1\r\n\r\n",
      ),
    status: 400,
  },
  {
    name: "a Content-Length that is not a number is 400",
    send: (ctx) =>
      rawHttp(
        ctx,
        "POST /api/contact HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=zz\r\nContent-Length: 12abc",
      ),
    status: 400,
  },

  // --- Too many files, fields and bytes
  {
    name: "a declared Content-Length over 25 MB is 413 before the body is read",
    send: (ctx) =>
      rawHttp(
        ctx,
        `POST /api/contact HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=zz\r\nContent-Length: ${26 * MB}`,
        "--zz\r\n",
      ),
    status: 413,
    message: leadAnswers.requestTooLarge,
  },
  {
    name: "a chunked body over 25 MB (no Content-Length) is 413 as it streams",
    send: async (ctx) => {
      const { contentType, bytes } = await encodedLead(ctx, {
        files: [1, 2, 3].map((i) => ({ name: `part-${i}.pdf`, bytes: pdfOfSize(9 * MB) })),
      });
      return rawHttp(
        ctx,
        `POST /api/contact HTTP/1.1\r\nContent-Type: ${contentType}\r\nTransfer-Encoding: chunked`,
        chunked(bytes),
      );
    },
    status: 413,
    message: leadAnswers.requestTooLarge,
  },
  refused(
    "a real file over 10 MB is 413",
    { files: [{ name: "huge.pdf", bytes: pdfOfSize(10 * MB + 1) }] },
    413,
    leadAnswers.fileTooLarge,
  ),
  refused(
    "six files are 413",
    { files: [1, 2, 3, 4, 5, 6].map((i) => pdf(`page-${i}.pdf`)) },
    413,
    leadAnswers.tooManyFiles,
  ),
  refused("more than 20 fields are 413", { fields: fields(20) }, 413, leadAnswers.fieldTooLarge),
  refused(
    "a field over 32 KB is 413",
    { fields: { message: "x".repeat(33 * 1024) } },
    413,
    leadAnswers.fieldTooLarge,
  ),
  {
    name: "a urlencoded field name over 100 bytes is 413",
    send: (ctx) => rawPost(ctx, "application/x-www-form-urlencoded", `${"n".repeat(101)}=x&form=contact`),
    status: 413,
    message: leadAnswers.fieldTooLarge,
  },
  refused(
    "files on a form without attachments are 400",
    { form: "demo", fields: applyFields, product: ["cre"], files: [pdf("brief.pdf")] },
    400,
    leadAnswers.fileNotAccepted,
    { files: [leadAnswers.fileNotAccepted] },
  ),
  refused(
    "two CVs on the internship form are 413",
    {
      form: "internship",
      fields: applyFields,
      files: [1, 2].map((i) => ({ ...pdf(`cv-${i}.pdf`), field: "cv" })),
    },
    413,
    leadAnswers.tooManyCvFiles,
  ),
  refused(
    "files sent as attachments, not as the CV, on the internship form are 400",
    { form: "internship", fields: applyFields, files: [pdf("cv.pdf")] },
    400,
    leadAnswers.fileNotAccepted,
    { files: [leadAnswers.fileNotAccepted] },
  ),
  // The form id picks its variant's rules and words (each rule is unit-tested in app/leads/shared).
  invalidField(
    "a phone with a plus on the internship form is 400 in the apply forms' words",
    { form: "internship", fields: { contact: "+9779801234567" } },
    "contact",
    applyAndDemoMessages.phoneInvalid,
  ),
  invalidField(
    "a product of the contact page on the demo form is 400",
    { form: "demo", fields: applyFields, product: ["PRIZM Rates"] },
    "product",
    applyAndDemoMessages.productRequired,
  ),
  {
    name: "a contact lead without a message, and a demo request without one, are stored without one",
    send: async (ctx) => {
      const demo = await postLead(ctx, {
        form: "demo",
        fields: { ...applyFields, message: undefined },
        product: ["cre"],
      });
      expectAnswer(demo, { status: 200, message: applyAndDemoMessages.success });
      return postLead(ctx, { fields: { message: undefined } });
    },
    status: 200,
    message: contactPageMessages.success,
    stores: 2,
    verify: async (ctx, _answer, leads) => {
      for (const lead of leads) expect((await staffViews(ctx.url, lead.id)).lead.message).toBeNull();
    },
  },

  // --- Wrong signatures
  wrongFile("a text file is 415", { name: "notes.txt", bytes: text("hello") }),
  // Each kind of mismatch (an executable as .pdf, a zip as .docx, an empty file…) is in file-signature.server.test.ts.

  // --- Oversized and invalid fields (each field's limit, at and over it: schema.test.ts)
  invalidField(
    "a name over 200 characters is 400",
    { fields: { name: "N".repeat(201) } },
    "name",
    formSchemaMessages.tooLong.contactPage(200),
  ),
  // Markup or an empty id is unknown too (submit.server.test.ts).
  refused("an unknown form id is 400", { form: "newsletter" }, 400, leadAnswers.unknownForm, {
    form: [leadAnswers.unknownForm],
  }),

  // --- Captchas
  idProbe("a stored submission id sent again without a captcha is refused as a new id is", () => null, {
    status: 400,
    message: contactPageMessages.captchaRequired,
    stores: 2,
  }),
  idProbe(
    "a stored submission id sent again with another lead's spent captcha is a replay, as a new id is",
    ({ another }) => another,
    { status: 400, message: leadAnswers.captchaReplayed, stores: 2 },
  ),
  idProbe(
    "a stored submission id sent again with a wrong captcha is refused as a new id is",
    () => "not-base64!",
    { status: 400, message: leadAnswers.captchaInvalid, stores: 2 },
  ),
  captchaRefused("a missing captcha is 400", { captcha: null }, contactPageMessages.captchaRequired),
  captchaRefused("a garbage captcha is 400", { captcha: "not-base64!" }, leadAnswers.captchaInvalid),
  captchaRefused(
    "base64 of something that is not JSON is 400",
    { captcha: Buffer.from("<xml/>").toString("base64") },
    leadAnswers.captchaInvalid,
  ),
  captchaRefused(
    "a captcha with a forged solution is 400",
    {
      captcha: tamper(({ solution }) =>
        Object.assign(solution, { counter: Number(solution.counter) + 1, derivedKey: "00".repeat(32) }),
      ),
    },
    leadAnswers.captchaInvalid,
  ),
  captchaRefused(
    "a captcha whose signed parameters were changed is 400",
    {
      captcha: tamper(({ challenge }) =>
        Object.assign(challenge.parameters, { expiresAt: Math.floor(Date.now() / 1000) + 86_400 * 365 }),
      ),
    },
    leadAnswers.captchaInvalid,
  ),
  captchaRefused(
    "a captcha whose signature was replaced is 400",
    { captcha: tamper(({ challenge }) => Object.assign(challenge, { signature: "0".repeat(64) })) },
    leadAnswers.captchaInvalid,
  ),
  captchaRefused(
    "an oversized captcha (9 KB) is 400",
    { captcha: tamper(({ solution }) => Object.assign(solution, { padding: "p".repeat(9000) })) },
    leadAnswers.captchaInvalid,
  ),
  {
    name: "a replayed captcha is 400 (its first use stores one lead)",
    send: async (ctx) => {
      let first = "";
      const firstAnswer = await postLead(ctx, { captcha: (solved) => (first = solved) });
      expectAnswer(firstAnswer, { status: 200, message: contactPageMessages.success }, "first use");
      return postLead(ctx, { captcha: first });
    },
    status: 400,
    message: leadAnswers.captchaReplayed,
    errors: { recaptcha: [leadAnswers.captchaReplayed] },
    stores: 1,
  },
  refused(
    "a filled honeypot is 400",
    { fields: { company_website: "https://spam.example" } },
    400,
    leadAnswers.honeypot,
    { company_website: [leadAnswers.honeypot] },
  ),

  // --- The no-script question (forged, tampered and expired tokens: text-challenge.server.test.ts)
  captchaRefused("a garbage no-script token is 400", noScript("garbage", "7"), leadAnswers.noScriptAnswer),
  {
    name: "the right no-script answer is refused after a wrong one used the token up",
    send: async (ctx) => {
      const { token, answer } = await noScriptQuestion(ctx);
      const wrong = await postLead(ctx, noScript(token, String(Number(answer) + 1)));
      expectAnswer(wrong, { status: 400, message: leadAnswers.noScriptAnswer }, "wrong answer");
      return postLead(ctx, noScript(token, answer));
    },
    status: 400,
    message: leadAnswers.captchaReplayed,
  },
  {
    name: "a no-script token sent without an answer is used up too",
    send: async (ctx) => {
      const { token, answer } = await noScriptQuestion(ctx);
      const empty = await postLead(ctx, noScript(token));
      expectAnswer(empty, { status: 400, message: contactPageMessages.captchaRequired }, "no answer");
      return postLead(ctx, noScript(token, answer));
    },
    status: 400,
    message: leadAnswers.captchaReplayed,
  },

  // --- Origin and Referer (null, another port, a Referer alone or against Origin: same-origin.server.test.ts)
  crossSite("a cross-site Origin on /api/contact is 403", "/api/contact", { Origin: "https://evil.example" }),
  crossSite("a cross-site Origin on the page action is 403", "/Contact-us?form=contact", {
    Origin: "https://evil.example",
  }),

  // --- Client addresses and the rate limit (a forged left-most X-Forwarded-For: server/trust-proxy.test.ts)
  {
    name: `the post after ${CONTACT_LIMIT_PER_HOUR} from one address is 429 with Retry-After`,
    send: async (ctx) => {
      const { statuses, last } = await statusesOf(ctx, Array(CONTACT_LIMIT_PER_HOUR + 1).fill(ctx.ip));
      expect(statuses).toEqual(limitedAfter);
      return last;
    },
    status: 429,
    message: leadAnswers.rateLimited(60),
    headers: { "retry-after": /^3[56]\d\d$/ },
  },
  {
    name: "one IPv6 /64 is one client; the neighbouring /64 is another",
    send: async (ctx) => {
      const { statuses } = await statusesOf(
        ctx,
        limitedAfter.map((_, i) => `2001:db8:9:1::${i + 1}`),
      );
      expect(statuses).toEqual(limitedAfter);
      return (await statusesOf(ctx, ["2001:db8:9:2::1"])).last;
    },
    status: 400,
    message: leadAnswers.validation,
  },

  // --- Mail header injection through the text fields (the phone pattern refuses it too: schema.test.ts)
  injectionAccepted("name", "Eve\r\nBcc: victim@evil.example"),
  injectionAccepted("message", "Hello\r\nBcc: victim@evil.example\r\n\r\nspam body"),
  accepted(
    "a bare LF + Bcc in the name adds no header",
    { fields: { name: "Eve\nBcc: lf@evil.example" } },
    async (ctx, lead) => {
      expect(mailHeaders((await mailOf(ctx.smtp, lead.id)).raw).map(([h]) => h)).not.toContain("bcc");
    },
  ),
  invalidField(
    "mail header injection through email is 400",
    { fields: { email: "eve@example.com\r\nBcc: victim@evil.example" } },
    "email",
    contactPageMessages.emailInvalid,
  ),

  // --- The job opening an application names: a key of the CMS's shape, on the application forms only
  invalidField(
    "mail header injection through the job opening is 400",
    { form: "internship", fields: { ...applyFields, opening: "intern\r\nBcc: victim@evil.example" } },
    "opening",
    formSchemaMessages.opening.malformed,
  ),
  invalidField(
    "a job opening sent with the contact form is 400",
    { fields: { opening: "senior-dev" } },
    "opening",
    formSchemaMessages.opening.notAnApplication,
  ),

  // --- Markup (the message's escaping: templates.server.test.ts; the phone, product and job opening
  // refuse it: schema.test.ts; a filename drops < and >: filename.server.test.ts)
  markupIn("name", '<script>alert("name")</script>'),
  // The address pattern admits no angle brackets, but ' and & are legal in it and must be escaped too.
  markupIn("email", "o'brien&co='x'@example.com"),

  // --- CSV formulas (= + - @ and tab, in any column: lead-access.server.test.ts)
  formulaIn("name", '=HYPERLINK("https://evil.example","Invoice")'),

  // --- Filenames (every character class and the length bound: filename.server.test.ts)
  filenameCleaned(
    "path traversal in a filename keeps only the base name",
    "../../../etc/passwd.pdf",
    "passwd.pdf",
  ),
  // A C0 control byte in a part header is not valid HTTP header text: the parser refuses the body.
  refused(
    "C0 control characters in a filename are 400",
    { files: [pdf("cv\u0007\u001b[2J.pdf")] },
    400,
    leadAnswers.malformed,
  ),
  wrongFile(
    "a right-to-left override hiding .exe is 415, named without it",
    { name: "cv\u202Efdp.exe", bytes: minimalPdf() },
    "cvfdp.exe",
  ),

  // --- Staff authorisation (a wrong token, the header's other spellings and cases: bearer-gate.test.ts)
  staff("the staff list without Authorization is 401", undefined, 401),
  staff(
    "the token in the query string is 401",
    undefined,
    401,
    `/api/leads?format=json&token=${ADMIN_TOKEN}&access_token=${ADMIN_TOKEN}`,
  ),
  staff(
    "an attachment without Authorization is 401",
    undefined,
    401,
    "/api/leads/00000000-0000-4000-8000-000000000000/attachments/1",
  ),
  staff(
    "a traversal in the attachment path is 404",
    `Bearer ${ADMIN_TOKEN}`,
    404,
    "/api/leads/..%2F..%2Fpackage.json/attachments/1",
  ),

  // --- Broken percent-encoding (refused before any route, whatever the path: methods.server.test.ts),
  // long URLs and headers
  brokenPath("/blogs/%C0%AF/x"),
  {
    name: "a URL of about 9 KB is an ordinary 404",
    send: (ctx) => request(ctx, `/${"a".repeat(9 * 1024)}`),
    status: 404,
  },
  {
    name: "a header of about 20 KB is 431",
    send: (ctx) => rawHttp(ctx, `GET / HTTP/1.1\r\nX-Padding: ${"a".repeat(20 * 1024)}`),
    status: 431,
  },
  {
    name: "a header of about 20 KB on POST /api/contact is 431",
    send: (ctx) =>
      rawHttp(ctx, `POST /api/contact HTTP/1.1\r\nContent-Length: 0\r\nCookie: ${"c=1; ".repeat(4 * 1024)}`),
    status: 431,
  },

  // --- The page action (the forms' native POST) refuses like the API, before and after the body is read
  {
    name: "a JSON body to the page action is refused with 415",
    send: (ctx) =>
      request(ctx, "/Contact-us?form=contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ form: "contact" }),
      }),
    status: 415,
    text: leadAnswers.notMultipart,
  },
  {
    name: "a filled honeypot through the page action is 400",
    send: (ctx) => postLead(ctx, { path: "/Contact-us?form=contact", fields: { company_website: "x" } }),
    status: 400,
    text: leadAnswers.honeypot,
  },

  // --- The forms' conversion counts (POST /api/form-events): small, strict, from our own pages only
  {
    name: "a form step declaring 100 kB is 413 before the body is read, and its connection closes",
    send: (ctx) =>
      rawHttp(
        ctx,
        `POST /api/form-events HTTP/1.1\r\nOrigin: ${ctx.url}\r\nContent-Type: text/plain\r\nContent-Length: 100000`,
        '{"form"',
      ),
    status: 413,
    message: serverAnswers.formEvents.tooLarge(FORM_EVENT_MAX_BYTES),
    headers: { connection: "close" },
  },
  {
    name: "a chunked form step past its size is 413 as it streams",
    send: (ctx) =>
      rawHttp(
        ctx,
        `POST /api/form-events HTTP/1.1\r\nOrigin: ${ctx.url}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked`,
        chunked(
          Buffer.from(`{"form":"contact","step":"view","pad":"${"x".repeat(4 * FORM_EVENT_MAX_BYTES)}"}`),
        ),
      ),
    status: 413,
    message: serverAnswers.formEvents.tooLarge(FORM_EVENT_MAX_BYTES),
  },
  // Bad JSON, unknown forms and steps are 400; no Origin, null or a Referer alone are 403 too
  // (form-event-intake.server.test.ts).
  crossSite("a cross-site form step is 403", "/api/form-events", { Origin: "https://evil.example" }),
];
