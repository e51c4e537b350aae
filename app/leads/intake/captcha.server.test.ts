import { text } from "node:stream/consumers";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { serveForTest, type TestServer } from "../../../tests/support/test-server";

const SECRET = "recaptcha-secret-of-the-site";

// The server reads its secret from the environment, as a deployment in reCAPTCHA mode sets it. The
// environment is parsed once and unit files share a worker's modules: the module is loaded afresh.
vi.stubEnv("CAPTCHA_PROVIDER", "recaptcha");
vi.stubEnv("RECAPTCHA_SITE_KEY", "recaptcha-site-key");
vi.stubEnv("RECAPTCHA_SECRET_KEY", SECRET);
vi.resetModules();
const { verifyRecaptcha } = await import("./captcha.server");

/** A real HTTP server standing in for Google's siteverify: records each form, answers with `answer`. */
let google: TestServer;
let verifyUrl: string;
const posted: { contentType: string; form: URLSearchParams }[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{"success":true}' };

beforeAll(async () => {
  google = await serveForTest(async (request, response) => {
    posted.push({
      contentType: request.headers["content-type"] ?? "",
      form: new URLSearchParams(await text(request)),
    });
    response.writeHead(answer.status, { "Content-Type": "application/json" });
    response.end(answer.body);
  });
  verifyUrl = `${google.url}/recaptcha/api/siteverify`;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  // The files after this one load the modules afresh, with the environment as it was.
  vi.resetModules();
  await google.close();
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

  it("asks Google nothing when the widget was not completed, or for an oversized token", async () => {
    expect(await verify(undefined)).toEqual({ ok: false, reason: "missing" });
    expect(await verify("  ")).toEqual({ ok: false, reason: "missing" });
    expect(await verify("x".repeat(8193))).toEqual({ ok: false, reason: "invalid" });
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
});
