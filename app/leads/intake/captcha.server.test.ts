import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { verifyRecaptcha } from "./captcha.server";

const SECRET = "recaptcha-secret-of-the-site";

/** A real HTTP server standing in for Google's siteverify: records each form, answers with `answer`. */
let google: Server;
let verifyUrl: string;
const posted: { contentType: string; form: URLSearchParams }[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{"success":true}' };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  // The server reads its secret from the environment, as a deployment in reCAPTCHA mode sets it.
  vi.stubEnv("CAPTCHA_PROVIDER", "recaptcha");
  vi.stubEnv("RECAPTCHA_SITE_KEY", "recaptcha-site-key");
  vi.stubEnv("RECAPTCHA_SECRET_KEY", SECRET);
  google = createServer(async (request, response) => {
    posted.push({
      contentType: request.headers["content-type"] ?? "",
      form: new URLSearchParams(await readBody(request)),
    });
    response.writeHead(answer.status, { "Content-Type": "application/json" });
    response.end(answer.body);
  });
  google.listen(0, "127.0.0.1");
  await once(google, "listening");
  verifyUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => google.close(() => resolve()));
});
beforeEach(() => {
  posted.length = 0;
  answer = { status: 200, body: '{"success":true}' };
});

/** What the server makes of a token the visitor at 203.0.113.7 sent, asking Google at `url`. */
const verify = (token: string | undefined, url = verifyUrl) => verifyRecaptcha(token, "203.0.113.7", url);

describe("verifyRecaptcha (the token of Google's widget, checked with siteverify)", () => {
  it("posts the secret, the token and the visitor's address as a form, and passes what Google passes", async () => {
    expect(await verify("token-from-the-widget")).toEqual({ ok: true, provider: "recaptcha" });
    expect(posted).toHaveLength(1);
    expect(posted[0]!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(posted[0]!.form)).toEqual({
      secret: SECRET,
      response: "token-from-the-widget",
      remoteip: "203.0.113.7",
    });
  });

  it("asks Google nothing when the widget was not completed", async () => {
    expect(await verify(undefined)).toEqual({ ok: false, reason: "missing" });
    expect(await verify("  ")).toEqual({ ok: false, reason: "missing" });
    expect(posted).toHaveLength(0);
  });

  it("reads any refusal by Google, a used token's too, as invalid", async () => {
    answer = { status: 200, body: '{"success":false,"error-codes":["timeout-or-duplicate"]}' };
    expect(await verify("used")).toEqual({ ok: false, reason: "invalid" });
  });

  it("says the check is unavailable when Google answers with an error or cannot be reached", async () => {
    answer = { status: 503, body: "{}" };
    expect(await verify("token")).toEqual({ ok: false, reason: "unavailable" });
    const closedPort = "http://127.0.0.1:9/recaptcha/api/siteverify";
    expect(await verify("token", closedPort)).toEqual({ ok: false, reason: "unavailable" });
  });

  it("refuses an oversized token without asking Google", async () => {
    expect(await verify("x".repeat(8193))).toEqual({ ok: false, reason: "invalid" });
    expect(posted).toHaveLength(0);
  });
});
