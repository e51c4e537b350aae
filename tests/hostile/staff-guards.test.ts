/**
 * The staff credentials against one real server process and a real database (PGlite): guessing any
 * token or secret is limited per client address across every guarded endpoint, while the right
 * token from another address still works (ADR 030).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN } from "../integration/lead-client";
import { type RunningServer, startServer } from "../integration/server-process";
import { type SmtpSink, startSmtpSink } from "../integration/smtp-sink";
import { type Answer, type Ctx, LEADS_TO, postLead, request } from "./harness";

const METRICS_TOKEN = "staff-guards-metrics-token-0123456789abcdef";
const REVALIDATE_TOKEN = "staff-guards-revalidate-token-0123";
const PREVIEW_SECRET = "staff-guards-preview-secret-0123456789abcdef";
/** Failed attempts allowed per address in 15 minutes. */
const LIMIT = 3;
/** A valid address whose local part would add parameters to a naive `mailto:` link. */
const HOSTILE_EMAIL = "a?cc=evil&body=x@northpeak.example";

let smtp: SmtpSink;
let server: RunningServer;
let dataDir: string;
let attachmentPath: string;

const ctxFor = (ip: string): Ctx => ({ url: server.url, port: Number(new URL(server.url).port), ip, smtp });

beforeAll(async () => {
  smtp = await startSmtpSink();
  dataDir = await mkdtemp(path.join(tmpdir(), "northpeak-staff-guards-"));
  server = await startServer({
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
    LEADS_TO,
    ADMIN_TOKEN,
    METRICS_TOKEN,
    REVALIDATE_TOKEN,
    PREVIEW_SECRET,
    // One proxy in front: each case guesses from an address of its own.
    TRUST_PROXY: "1",
    RATE_LIMIT_TOKEN_FAILURES: String(LIMIT),
    RATE_LIMIT_CAPTCHA_PER_MINUTE: "10000",
    ALTCHA_COST: "10",
    ALTCHA_MAX_COUNTER: "60",
  });
  const stored = await postLead(ctxFor("192.0.2.200"), {
    fields: { email: HOSTILE_EMAIL },
    files: [
      { name: "brief.pdf", bytes: new TextEncoder().encode("%PDF-1.4\n%%EOF\n"), type: "application/pdf" },
    ],
  });
  expect(stored.status, stored.text).toBe(200);
  const listing = await request(ctxFor("192.0.2.201"), "/api/leads?format=json", {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const [lead] = (JSON.parse(listing.text) as { leads: { attachments: { url: string }[] }[] }).leads;
  attachmentPath = lead!.attachments[0]!.url;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** One token-guarded endpoint: how to try a token at it, and what the right token gets. */
type Guarded = { name: string; attempt: (ctx: Ctx, token: string) => Promise<Answer>; granted: number };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const guarded: Guarded[] = [
  {
    name: "GET /api/leads",
    attempt: (ctx, token) => request(ctx, "/api/leads?format=json", { headers: bearer(token) }),
    granted: 200,
  },
  {
    name: "GET /api/leads/{id}/attachments/{n}",
    attempt: (ctx, token) => request(ctx, attachmentPath, { headers: bearer(token) }),
    granted: 200,
  },
  {
    name: "GET /metrics",
    attempt: (ctx, token) => request(ctx, "/metrics", { headers: bearer(token) }),
    granted: 200,
  },
  {
    name: "POST /api/revalidate",
    attempt: (ctx, token) => request(ctx, "/api/revalidate", { method: "POST", headers: bearer(token) }),
    granted: 200,
  },
  {
    name: "GET /api/preview (its secret)",
    // The right secret without an entry gets past the check to "type must be blog or news".
    attempt: (ctx, token) => request(ctx, `/api/preview?secret=${encodeURIComponent(token)}`),
    granted: 400,
  },
  {
    name: "POST /staff/leads (sign-in)",
    attempt: (ctx, token) =>
      request(ctx, "/staff/leads", {
        method: "POST",
        body: new URLSearchParams({ intent: "sign-in", token }),
        redirect: "manual",
      }),
    granted: 303,
  },
];

const rightToken: Record<string, string> = {
  "GET /metrics": METRICS_TOKEN,
  "POST /api/revalidate": REVALIDATE_TOKEN,
  "GET /api/preview (its secret)": PREVIEW_SECRET,
};
const tokenOf = (name: string) => rightToken[name] ?? ADMIN_TOKEN;

describe("token guessing is limited per address on every guarded endpoint", () => {
  guarded.forEach(({ name, attempt, granted }, index) => {
    it(name, async () => {
      const guesser = ctxFor(`198.51.100.${10 + index}`);
      const other = ctxFor(`203.0.113.${10 + index}`);
      // The right token is never counted: many of them leave the address its whole budget.
      for (let i = 0; i < LIMIT + 2; i++)
        expect((await attempt(guesser, tokenOf(name))).status).toBe(granted);
      for (let i = 0; i < LIMIT; i++) {
        expect((await attempt(guesser, `wrong-guess-${i}-0123456789abcdef`)).status).toBe(401);
      }
      for (const token of ["wrong-guess-again-0123456789abcdef", tokenOf(name)]) {
        const refused = await attempt(guesser, token);
        expect(refused.status, token === tokenOf(name) ? "the right token, over the limit" : "a guess").toBe(
          429,
        );
        const retryAfter = Number(refused.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(14 * 60);
        expect(retryAfter).toBeLessThanOrEqual(15 * 60);
        expect(refused.text).not.toContain(tokenOf(name));
      }
      // Another address with the right token is not affected.
      expect((await attempt(other, tokenOf(name))).status).toBe(granted);
    });
  });

  it("counts guesses at different endpoints together", async () => {
    const guesser = ctxFor("198.51.100.99");
    expect((await guarded[2]!.attempt(guesser, "wrong-metrics-token")).status).toBe(401);
    expect((await guarded[3]!.attempt(guesser, "wrong-revalidate-token")).status).toBe(401);
    expect((await guarded[5]!.attempt(guesser, "wrong-admin-token")).status).toBe(401);
    expect((await guarded[0]!.attempt(guesser, ADMIN_TOKEN)).status).toBe(429);
    expect((await guarded[4]!.attempt(guesser, PREVIEW_SECRET)).status).toBe(429);
  });
});

/** Signs in from `ctx`'s address; resolves with the session cookie (name=value). */
async function signIn(ctx: Ctx): Promise<string> {
  const answer = await request(ctx, "/staff/leads", {
    method: "POST",
    body: new URLSearchParams({ intent: "sign-in", token: ADMIN_TOKEN }),
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  const cookie = /^(staff_session=[^;]+)/.exec(answer.headers.get("set-cookie") ?? "")?.[1];
  expect(cookie).toBeDefined();
  return cookie!;
}

describe("the staff page", () => {
  it("links a lead's e-mail address with no parameters taken from the address", async () => {
    const ctx = ctxFor("192.0.2.210");
    const page = await request(ctx, "/staff/leads", { headers: { Cookie: await signIn(ctx) } });
    expect(page.status).toBe(200);
    const hrefs = [...page.text.matchAll(/href="(mailto:[^"]*)"/g)].map((match) =>
      match[1]!.replace(/&amp;/g, "&"),
    );
    expect(hrefs).toHaveLength(1);
    const link = new URL(hrefs[0]!);
    expect(link.search).toBe("");
    expect(decodeURIComponent(link.pathname)).toBe(HOSTILE_EMAIL);
  });
});
