/** The no-JavaScript question is kept costly by a least time and a per-address limit of its own. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadAnswers } from "../../app/site/api-answers.server";
import { createTextChallenge } from "../../app/leads/intake/text-challenge.server";
import { noScriptQuestionIn, sumAsked } from "../support/no-script-question";
import { ADMIN_TOKEN, listLeads, postLead } from "../support/lead-client";
import { type RunningServer, startServerWithFreshData, QUICK_CAPTCHA } from "../support/server-process";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { type Ctx, LEADS_TO, request } from "./harness";

const ALTCHA_HMAC_SECRET = "no-script-cost-test-secret-0123456789abcdef";
// Far above what a slow, loaded machine takes between fetching the page and posting it.
const MIN_SECONDS = 60;
const NO_SCRIPT_PER_HOUR = 2;

let server: RunningServer;
let nextHost = 1;
let smtp: SmtpSink;
const ctxOf = (): Ctx => ({ url: server.url, ip: `198.51.100.${nextHost++}`, smtp });

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServerWithFreshData("no-script", {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
    LEADS_TO,
    ADMIN_TOKEN,
    ALTCHA_HMAC_SECRET,
    TRUST_PROXY: "1",
    ...QUICK_CAPTCHA,
    RATE_LIMIT_CAPTCHA_PER_MINUTE: "10000",
    RATE_LIMIT_CONTACT_PER_HOUR: "20",
    RATE_LIMIT_NO_SCRIPT_PER_HOUR: String(NO_SCRIPT_PER_HOUR),
    NO_SCRIPT_MIN_SECONDS: String(MIN_SECONDS),
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** A question as the server would have issued it `secondsAgo` ago, with its right answer. */
function questionIssued(secondsAgo: number) {
  const { question, token } = createTextChallenge(ALTCHA_HMAC_SECRET, Date.now() - secondsAgo * 1000);
  return { token, answer: sumAsked(question) };
}

/** The question the contact page asks now. */
async function questionOfThePage(ctx: Ctx) {
  return noScriptQuestionIn((await request(ctx, "/Contact-us")).text);
}

const answerWithoutScript = (ctx: Ctx, email: string, { token, answer }: { token: string; answer: string }) =>
  postLead(ctx, { fields: { email, captcha_token: token, captcha_answer: answer }, captcha: null });

const storedFor = async (email: string) =>
  (await listLeads(server.url)).filter((lead) => lead.email === email).length;

describe("the no-script question costs time and is rationed per address", () => {
  it("refuses the page's question answered at once and takes one answered after the least time", async () => {
    const ctx = ctxOf();
    const email = "too.quick@clinic.example";
    const fresh = await questionOfThePage(ctx);
    const early = await answerWithoutScript(ctx, email, fresh);
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({
      message: leadAnswers.noScriptTooSoon,
      errors: { recaptcha: [leadAnswers.noScriptTooSoon] },
    });
    expect(await storedFor(email)).toBe(0);

    const read = await answerWithoutScript(ctx, email, questionIssued(MIN_SECONDS + 1));
    expect(read.status).toBe(200);
    expect(await storedFor(email)).toBe(1);
  });

  it("limits answers per address, wrong ones too, apart from the contact limit, with Retry-After, storing nothing over it", async () => {
    const ctx = ctxOf();
    const email = "rationed@clinic.example";
    // A wrong answer spends the allowance as a right one does: guessing is rationed too.
    const { token, answer } = questionIssued(MIN_SECONDS + 1);
    const wrong = await answerWithoutScript(ctx, email, { token, answer: String(Number(answer) + 1) });
    expect(wrong.body.message).toBe(leadAnswers.noScriptAnswer);
    for (let i = 1; i < NO_SCRIPT_PER_HOUR; i++) {
      expect((await answerWithoutScript(ctx, email, questionIssued(MIN_SECONDS + 1))).status).toBe(200);
    }
    const over = await answerWithoutScript(ctx, email, questionIssued(MIN_SECONDS + 1));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(over.body.message).toBe(leadAnswers.noScriptRateLimited(60));
    expect(await storedFor(email)).toBe(NO_SCRIPT_PER_HOUR - 1);

    // The same address with the proof of work is under the contact limit still; another address
    // answering the question is not held back by this one.
    expect((await postLead(ctx, { fields: { email } })).status).toBe(200);
    expect((await answerWithoutScript(ctxOf(), email, questionIssued(MIN_SECONDS + 1))).status).toBe(200);
  });
});
