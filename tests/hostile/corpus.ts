/**
 * The hostile corpus: one row per attack, with the answer the server must give. A rule a unit decides
 * is tested there; a row stays here for what only the running server shows, one per class of input.
 */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { noScriptQuestionIn } from "../support/no-script-question";
import { applyAndDemoMessages, contactPageMessages, formCopy } from "../../app/site/form-text";
import { leadAnswers, serverAnswers } from "../../app/site/api-answers.server";
import { FORM_EVENT_MAX_BYTES } from "../../app/leads/insights/form-event-intake.server";
import {
  ADMIN_TOKEN,
  encodedLead,
  type LeadPost,
  postLead,
  solveCaptcha,
  type Upload,
} from "../support/lead-client";
import { minimalPdf, pdfOfSize } from "../support/lead-fixtures";
import { chunked, rawHttp } from "../support/raw-http";
import { type Case, type Ctx, expectAnswer, LEADS_TO, mailHeaders, request, staffViews } from "./harness";

const MB = 1024 * 1024;
/** The contact limit of the corpus's server: every case posts from an address of its own. */
export const CONTACT_LIMIT_PER_HOUR = 5;

const pdf = (name: string): Upload => ({ name, bytes: minimalPdf() });

// ---------------------------------------------------------------------------------------------
// Row builders.

/** A multipart lead to /api/contact (or a form page) refused with `status` and `message`. */
const refused = (
  name: string,
  post: LeadPost,
  status: number,
  message: string,
  errors?: Record<string, string[]>,
): Case => ({ name, send: (ctx) => postLead(ctx, post), status, message, ...(errors ? { errors } : {}) });

/** The captcha is the only thing wrong: its message is the answer's message. */
const captchaRefused = (name: string, post: LeadPost, message: string): Case =>
  refused(name, post, 400, message, { recaptcha: [message] });

/** A cross-site POST: refused before the body is read. The API answers JSON, a page plain text. */
const crossSite = (name: string, path: string): Case => ({
  name,
  send: (ctx) => postLead(ctx, { path, headers: { Origin: "https://evil.example" } }),
  status: 403,
  ...(path.startsWith("/api/") ? { message: leadAnswers.crossSite } : { text: leadAnswers.crossSite }),
});

/** The no-script question of the contact page: its token and the right answer. */
async function noScriptQuestion(ctx: Ctx) {
  return noScriptQuestionIn((await request(ctx, "/Contact-us")).text);
}
const noScript = (captcha_token: string, captcha_answer?: string): LeadPost => ({
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

// ---------------------------------------------------------------------------------------------

export const corpus: Case[] = [
  // --- Methods and content types (PUT, DELETE, PATCH: submit.server.test.ts; other body types:
  // multipart.server.test.ts; the page action's 415 is below)
  {
    name: "GET /api/contact is 405 with Allow: POST",
    send: (ctx) => request(ctx, "/api/contact"),
    status: 405,
    message: leadAnswers.methodNotAllowed,
    headers: { allow: "POST" },
  },

  // --- Malformed multipart and malformed HTTP (no boundary, garbage bytes, no closing boundary, a huge
  // part header: multipart.server.test.ts)
  {
    name: "a gzip-encoded body is not inflated (400)",
    send: async (ctx) => {
      const { gzipSync } = await import("node:zlib");
      const { contentType, bytes } = await encodedLead(ctx.url);
      const body = gzipSync(bytes);
      return rawHttp(
        ctx,
        `POST /api/contact HTTP/1.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\nContent-Encoding: gzip`,
        body,
      );
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

  // --- Too many bytes and fields (a file's size, the number of files, a field's size and its name's:
  // multipart.server.test.ts and attachment-refusals.test.ts)
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
      const { contentType, bytes } = await encodedLead(ctx.url, {
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
    "more than 20 fields are 413",
    { fields: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`extra_${i}`, "x"])) },
    413,
    leadAnswers.fieldTooLarge,
  ),
  // The form id picks its variant's attachments, rules and words (each rule: app/leads/shared).
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
  refused(
    "a phone with a plus on the internship form is 400 in the apply forms' words",
    { form: "internship", fields: { contact: "+9779801234567" } },
    400,
    leadAnswers.validation,
    { contact: [applyAndDemoMessages.phoneInvalid] },
  ),
  // Which forms may leave the message out: schema.test.ts.
  {
    name: "a lead without a message is stored without one, for staff as data (JSON and CSV download)",
    send: (ctx) => postLead(ctx, { fields: { message: undefined } }),
    status: 200,
    message: contactPageMessages.success,
    stores: 1,
    verify: async (ctx, _answer, [lead]) => {
      expect((await staffViews(ctx.url, lead!.id)).lead.message).toBeNull();
    },
  },
  // Markup or an empty id is unknown too (submit.server.test.ts).
  refused("an unknown form id is 400", { form: "newsletter" }, 400, leadAnswers.unknownForm, {
    form: [leadAnswers.unknownForm],
  }),

  // --- Filenames and signatures (every kind of mismatch: file-signature.server.test.ts; every character
  // class of a name, path traversal included: filename.server.test.ts)
  refused(
    "a right-to-left override hiding .exe is 415, named without it",
    { files: [pdf("fine.pdf"), { name: "cv\u202Efdp.exe", bytes: minimalPdf() }] },
    415,
    leadAnswers.wrongFileType,
    { files: [formCopy.fileTypeError("cvfdp.exe")] },
  ),
  // A C0 control byte in a part header is not valid HTTP header text: the parser refuses the body.
  refused(
    "C0 control characters in a filename are 400",
    { files: [pdf("cv\u0007\u001b[2J.pdf")] },
    400,
    leadAnswers.malformed,
  ),

  // --- Captchas (a post without one: openapi.test.ts; the words of that answer: the no-script row below)
  {
    name: "a stored submission id sent again with another lead's spent captcha is a replay, as a new id is",
    send: async (ctx) => {
      const submissionId = randomUUID();
      const another = await solveCaptcha(ctx.url);
      expect((await postLead(ctx, { fields: { submission_id: submissionId } })).status).toBe(200);
      expect(
        (await postLead(ctx, { fields: { submission_id: randomUUID() }, captcha: another })).status,
      ).toBe(200);
      const stored = await postLead(ctx, { fields: { submission_id: submissionId }, captcha: another });
      const fresh = await postLead(ctx, { fields: { submission_id: randomUUID() }, captcha: another });
      expect({ status: fresh.status, text: fresh.text }, "the same post under a new id").toEqual({
        status: stored.status,
        text: stored.text,
      });
      return stored;
    },
    status: 400,
    message: leadAnswers.captchaReplayed,
    stores: 2,
  },
  captchaRefused("a garbage captcha is 400", { captcha: "not-base64!" }, leadAnswers.captchaInvalid),
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

  // --- The no-script question (forged, tampered, expired and junk tokens: text-challenge.server.test.ts)
  {
    name: "a no-script token is used up by a wrong answer and by none: the right answer is a replay then",
    send: async (ctx) => {
      const wronged = await noScriptQuestion(ctx);
      const wrong = await postLead(ctx, noScript(wronged.token, String(Number(wronged.answer) + 1)));
      expectAnswer(wrong, { status: 400, message: leadAnswers.noScriptAnswer }, "wrong answer");
      const unanswered = await noScriptQuestion(ctx);
      const empty = await postLead(ctx, noScript(unanswered.token));
      expectAnswer(empty, { status: 400, message: contactPageMessages.captchaRequired }, "no answer");
      const late = await postLead(ctx, noScript(wronged.token, wronged.answer));
      expectAnswer(late, { status: 400, message: leadAnswers.captchaReplayed }, "after a wrong answer");
      return postLead(ctx, noScript(unanswered.token, unanswered.answer));
    },
    status: 400,
    message: leadAnswers.captchaReplayed,
  },

  // --- Origin and Referer (null, another port, a Referer alone or against Origin: same-origin.server.test.ts;
  // the form steps' refusal: form-event-intake.server.test.ts)
  crossSite("a cross-site Origin on /api/contact is 403", "/api/contact"),
  crossSite("a cross-site Origin on the page action is 403", "/Contact-us?form=contact"),

  // --- The rate limit (a forged left-most X-Forwarded-For: server/trust-proxy.test.ts; one IPv6 /64 is one
  // client: client-ip.server.test.ts)
  {
    name: `the post after ${CONTACT_LIMIT_PER_HOUR} from one address is 429 with Retry-After`,
    send: async (ctx) => {
      const statuses: number[] = [];
      for (let i = 0; i < CONTACT_LIMIT_PER_HOUR; i++) {
        statuses.push((await postLead(ctx, { fields: { name: "" }, captcha: null })).status);
      }
      expect(statuses).toEqual(Array(CONTACT_LIMIT_PER_HOUR).fill(400));
      return postLead(ctx, { fields: { name: "" }, captcha: null });
    },
    status: 429,
    message: leadAnswers.rateLimited(60),
    headers: { "retry-after": /^3[56]\d\d$/ },
  },

  // --- Mail header injection: CR/LF in a text field is kept as typed and adds no header (the e-mail
  // address, phone and job opening refuse it: schema.test.ts; markup in the mail: templates.server.test.ts;
  // CSV formulas: lead-export.server.test.ts)
  {
    name: "mail header injection through the name adds no header",
    send: (ctx) => postLead(ctx, { fields: { name: "Eve\r\nBcc: victim@evil.example" } }),
    status: 200,
    message: contactPageMessages.success,
    stores: 1,
    verify: async (ctx, _answer, [lead]) => {
      // The lead's notification: its Message-ID names the lead.
      const mail = await ctx.smtp.mailWith(`<lead.${lead!.id}@`);
      expect(mail.to).toEqual([LEADS_TO]);
      const headers = mailHeaders(mail.raw);
      const names = headers.map(([header]) => header);
      expect(names).not.toContain("bcc");
      expect(names).not.toContain("cc");
      expect(headers.filter(([header]) => header === "to")).toEqual([["to", LEADS_TO]]);
      expect(names.filter((header) => header === "subject")).toHaveLength(1);
      expect(lead!.name).toBe("Eve\r\nBcc: victim@evil.example");
    },
  },

  // --- Staff authorisation (a missing, wrong or misplaced token: bearer-gate.test.ts and staff-guards.test.ts)
  {
    name: "a traversal in the attachment path is 404",
    send: (ctx) =>
      request(ctx, "/api/leads/..%2F..%2Fpackage.json/attachments/1", {
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      }),
    status: 404,
  },

  // --- Long headers (a path of 15,000 characters: long-paths.test.ts; broken percent-encoding:
  // methods.server.test.ts)
  {
    name: "a header of about 20 KB is 431",
    send: (ctx) => rawHttp(ctx, `GET / HTTP/1.1\r\nX-Padding: ${"a".repeat(20 * 1024)}`),
    status: 431,
  },

  // --- The page action (the forms' native POST) refuses like the API, before and after the body is read
  // (the honeypot is refused by the pipeline both share)
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

  // --- The forms' conversion counts (a body past its size as it streams: capped-body.test.ts)
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
];
