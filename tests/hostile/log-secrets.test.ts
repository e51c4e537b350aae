/**
 * No log line carries a secret, however a request spells it; the server's stdout and stderr are searched.
 * Click ids, the client's address and the step reports' addresses: request-log.test.ts,
 * logger-redact.server.test.ts; a forged Host: same-origin.server.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeStrapi, sampleContent, startFakeStrapi } from "../support/fake-strapi";
import { ADMIN_TOKEN } from "../support/lead-client";
import { type RunningServer, startServerWithFreshData } from "../support/server-process";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { ApiDescription } from "../support/openapi-responses";
import { rawHttp } from "../support/raw-http";
import { type Ctx, request } from "./harness";

const SECRET = "Pr3viewS3cretForTheLogTest0123456789";
const COOKIE_VALUE = "C00kieValueNeverLogged0123";
/** The secret as percent-escapes only: a value a client may send fully escaped. */
const ESCAPED_SECRET = [...SECRET].map((c) => `%${c.charCodeAt(0).toString(16)}`).join("");

let fake: FakeStrapi;
let smtp: SmtpSink;
let server: RunningServer;
let ctx: Ctx;

beforeAll(async () => {
  fake = await startFakeStrapi({ version: "v5", ...sampleContent() });
  smtp = await startSmtpSink();
  server = await startServerWithFreshData("log-secrets", {
    CONTENT_SOURCE: "strapi",
    STRAPI_URL: fake.url,
    STRAPI_TIMEOUT_MS: "2000",
    PREVIEW_SECRET: SECRET,
    ADMIN_TOKEN,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
    TRUST_PROXY: "1",
    LOG_LEVEL: "info",
  });
  ctx = { url: server.url, ip: "203.0.113.45", smtp };
  // The description the harness checks answers against is read now, not between counted log lines.
  await ApiDescription.shared(server.url);
  // Its log line is written after the answer is sent: wait for it, so it is not counted below.
  await vi.waitFor(
    () => expect(requestLines().some((line) => line.path === "/api/openapi.json")).toBe(true),
    { timeout: 10_000 },
  );
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
  await smtp?.close();
});

/**
 * One spelling of the secret per way a request's own parsing could reach it: plain, escaped, folded, inside
 * another URL, with a bad escape. Every spelling the redactor knows: logger-redact.server.test.ts.
 */
const SPELLINGS = [
  `secret=${SECRET}&type=blog&id=doc1`,
  `%73ecret=${SECRET}&type=blog&id=doc1`,
  `%C5%BFecret=${SECRET}`,
  `secret%3D${SECRET}`,
  `secret=${ESCAPED_SECRET}&type=blog&id=doc1`,
  `next=/api/preview?secret=${SECRET}`,
  `access_token=${SECRET}`,
  `secret=${SECRET}%`,
];

/** Spellings fetch would rewrite (a fragment, a bare `%`), sent over a socket as they are. */
const RAW_TARGETS = [
  `/api/preview?type=blog#&secret=${SECRET}`,
  `/api/preview?%ZZsecret=${SECRET}`,
  `/api/preview%3Fsecret=${SECRET}`,
];

const ROUTES = [
  "/api/preview",
  "/blogs", // rendered, kept in the page cache
  "/our-team", // prerendered, answered at the front door
  "/no-such-page", // unknown: the 404 page at the front door
  "/api/strapi/northpeak-website-blogs",
  "/api/leads", // a bearer-guarded endpoint, asked with a wrong token
  "/api/preview/exit",
];

const logLines = () =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** A client address per request: this test is about the log, not the guessing limit. */
let clients = 0;
const fresh = (): Ctx => {
  clients++;
  return { ...ctx, ip: `198.18.${clients >> 8}.${clients & 255}` };
};

const requestLines = () => logLines().filter((line) => line.msg === "request");

function expectNoSecretInOutput() {
  const output = server.output();
  for (const secret of [SECRET, ESCAPED_SECRET, COOKIE_VALUE, ADMIN_TOKEN]) {
    expect(output).not.toContain(secret);
  }
}

describe("no log line carries a secret", () => {
  it("through every route, however the query spells it", async () => {
    const before = requestLines().length;
    let sent = 0;
    for (const route of ROUTES) {
      for (const query of SPELLINGS) {
        const answer = await request(fresh(), `${route}?${query}`, {
          redirect: "manual",
          headers: { Authorization: "Bearer not-the-token", Cookie: `np_preview=${COOKIE_VALUE}` },
        });
        expect(answer.status, `${route}?${query}`).toBeLessThan(500);
        sent++;
      }
    }
    for (const target of RAW_TARGETS) {
      const answer = await rawHttp(fresh(), `GET ${target} HTTP/1.1`);
      expect(answer.status, target).toBeGreaterThan(0);
      sent++;
    }
    // Writes the router answers with an error of its own (no action, no route): its error names
    // the URL, and the router's default handler would print it.
    for (const route of ["/blogs", "/no-such-page", "/api/strapi/northpeak-website-blogs", "/api/preview"]) {
      const answer = await request(fresh(), `${route}?secret=${SECRET}`, { method: "POST", body: "x" });
      expect(answer.status, `POST ${route}`).toBeLessThan(500);
      sent++;
    }
    // A cross-site write logs its path too.
    await request(fresh(), `/api/contact%3Fsecret=${SECRET}`, {
      method: "POST",
      headers: { Origin: "https://elsewhere.example" },
      body: "x",
    });
    sent++;
    // The right secret and the right staff token work, and are not logged either.
    const granted = await request(fresh(), `/api/preview?secret=${SECRET}&type=blog&id=doc1`, {
      redirect: "manual",
    });
    expect(granted.status).toBe(307);
    const staff = await request(fresh(), `/api/leads?token=${SECRET}`, {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(staff.status).toBe(200);
    sent += 2;

    await expect.poll(() => requestLines().length - before, { timeout: 10_000 }).toBe(sent);
    expectNoSecretInOutput();
    // The masked name is still there to read.
    expect(requestLines().some((line) => line.path === "/api/preview?secret=***&type=blog&id=doc1")).toBe(
      true,
    );
  });

  it("logs no query at all when the answer is a server error", async () => {
    const before = requestLines().length;
    // The content source fails: the preview link's answer is a 5xx.
    fake.failNext(1_000);
    try {
      const failed = await request(fresh(), `/api/preview?secret=${SECRET}&type=blog&id=doc1&page=7`, {
        redirect: "manual",
      });
      expect(failed.status).toBeGreaterThanOrEqual(500);
    } finally {
      fake.failNext(0);
    }
    // A Host no URL can be made of: the router's adapter throws and Express's last resort answers.
    const broken = await rawHttp(
      fresh(),
      `GET /api/preview?page=7&%73ecret=${SECRET} HTTP/1.1\r\nX-Forwarded-Host: exa mple`,
    );
    expect(broken.status).toBeGreaterThanOrEqual(400);
    await expect.poll(() => requestLines().length - before, { timeout: 10_000 }).toBe(2);
    const lines = requestLines().slice(before);
    for (const line of lines) {
      if (Number(line.status) >= 500) expect(line.path).toBe("/api/preview?(query not logged)");
    }
    expect(lines.some((line) => Number(line.status) >= 500)).toBe(true);
    expectNoSecretInOutput();
  });
});
