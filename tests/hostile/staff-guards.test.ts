/** Guessing any staff token or secret is limited per address; the right token from another address works (ADR 030). */
import { PGlite } from "@electric-sql/pglite";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, listLeads, postLead } from "../support/lead-client";
import { type RunningServer, startServer, QUICK_CAPTCHA } from "../support/server-process";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import type { Answer } from "../support/raw-http";
import { type Ctx, LEADS_TO, request } from "./harness";

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

const ctxFor = (ip: string): Ctx => ({ url: server.url, ip, smtp });

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
    // The audit trail is logged at info level: its lines are read below.
    LOG_LEVEL: "info",
    RATE_LIMIT_CAPTCHA_PER_MINUTE: "10000",
    ...QUICK_CAPTCHA,
  });
  const stored = await postLead(ctxFor("192.0.2.200"), {
    fields: { email: HOSTILE_EMAIL },
    files: [
      { name: "brief.pdf", bytes: new TextEncoder().encode("%PDF-1.4\n%%EOF\n"), type: "application/pdf" },
    ],
  });
  expect(stored.status, stored.text).toBe(200);
  const [lead] = await listLeads(server.url);
  attachmentPath = lead!.attachments[0]!.url;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** One token-guarded endpoint: how to try a token at it, its right token, and what that token gets. */
type Guarded = {
  name: string;
  attempt: (ctx: Ctx, token: string) => Promise<Answer>;
  token: string;
  granted: number;
};

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const guarded: Guarded[] = [
  {
    name: "GET /api/leads",
    attempt: (ctx, token) => request(ctx, "/api/leads?format=json", { headers: bearer(token) }),
    token: ADMIN_TOKEN,
    granted: 200,
  },
  {
    name: "GET /api/leads/{id}/attachments/{n}",
    attempt: (ctx, token) => request(ctx, attachmentPath, { headers: bearer(token) }),
    token: ADMIN_TOKEN,
    granted: 200,
  },
  {
    name: "GET /metrics",
    attempt: (ctx, token) => request(ctx, "/metrics", { headers: bearer(token) }),
    token: METRICS_TOKEN,
    granted: 200,
  },
  {
    name: "POST /api/revalidate",
    attempt: (ctx, token) => request(ctx, "/api/revalidate", { method: "POST", headers: bearer(token) }),
    token: REVALIDATE_TOKEN,
    granted: 200,
  },
  {
    name: "GET /api/preview (its secret)",
    // The right secret without an entry gets past the check to "type must be blog or news".
    attempt: (ctx, token) => request(ctx, `/api/preview?secret=${encodeURIComponent(token)}`),
    token: PREVIEW_SECRET,
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
    token: ADMIN_TOKEN,
    granted: 303,
  },
];

// How the limit counts (right tokens never, one address at a time, a burst) and a wrong token's 401:
// app/http/bearer-gate.test.ts and app/ops/bearer-gate-limit.server.test.ts. Here: every endpoint's
// answers on the one shared limit, and its right token from another address.
describe("token guessing is limited per address on every guarded endpoint", () => {
  it("counts guesses at different endpoints together: then every one refuses the address, the right token too", async () => {
    const guesser = ctxFor("198.51.100.99");
    const other = ctxFor("203.0.113.99");
    expect((await guarded[2]!.attempt(guesser, "wrong-metrics-token")).status).toBe(401);
    expect((await guarded[4]!.attempt(guesser, "wrong-preview-secret")).status).toBe(401);
    expect((await guarded[5]!.attempt(guesser, "wrong-admin-token")).status).toBe(401);
    for (const { name, attempt, token, granted } of guarded) {
      const refused = await attempt(guesser, token);
      expect(refused.status, name).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter, name).toBeGreaterThan(14 * 60);
      expect(retryAfter, name).toBeLessThanOrEqual(15 * 60);
      expect(refused.text).not.toContain(token);
      // Another address with the right token is not affected.
      expect((await attempt(other, token)).status, name).toBe(granted);
    }
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

/** The staff page as this cookie sees it: "leads" when signed in, "sign-in" when not. */
async function pageWith(ctx: Ctx, cookie: string): Promise<"leads" | "sign-in"> {
  const page = await request(ctx, "/staff/leads", { headers: { Cookie: cookie } });
  expect(page.status).toBe(200);
  if (page.text.includes("Staff sign-in")) return "sign-in";
  expect(page.text).toContain("Download CSV");
  return "leads";
}

const post = (ctx: Ctx, cookie: string, intent: string) =>
  request(ctx, "/staff/leads", {
    method: "POST",
    body: new URLSearchParams({ intent }),
    headers: { Cookie: cookie },
    redirect: "manual",
  });

describe("staff sessions end on the server", () => {
  it("refuses a cookie copied before sign-out once its session has signed out", async () => {
    const ctx = ctxFor("192.0.2.220");
    const cookie = await signIn(ctx);
    const other = await signIn(ctx);
    expect(await pageWith(ctx, cookie)).toBe("leads");
    const out = await post(ctx, cookie, "sign-out");
    expect(out.status).toBe(303);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    // The copy, from anywhere: the page and the downloads (one guard for the CSV and the files) want a
    // sign-in again.
    expect(await pageWith(ctxFor("198.18.0.1"), cookie)).toBe("sign-in");
    const csv = await request(ctx, "/staff/leads.csv", { headers: { Cookie: cookie }, redirect: "manual" });
    expect(csv.status).toBe(303);
    // Another session of the same token is not touched.
    expect(await pageWith(ctx, other)).toBe("leads");
  });

  // A cross-site form cannot: every write is refused before any route (corpus.ts, the page action's row).
  it("ends every session, on every browser, from the page", async () => {
    const ctx = ctxFor("192.0.2.221");
    const mine = await signIn(ctx);
    const elsewhere = await signIn(ctxFor("192.0.2.222"));
    // Only staff can end them: a post without a session changes nothing.
    expect((await post(ctx, "staff_session=junk", "end-all-sessions")).status).toBe(303);
    expect(await pageWith(ctx, elsewhere)).toBe("leads");
    const ended = await post(ctx, mine, "end-all-sessions");
    expect(ended.status).toBe(303);
    expect(ended.headers.get("location")).toBe("/staff/leads?ended=all");
    expect(await pageWith(ctx, mine)).toBe("sign-in");
    expect(await pageWith(ctxFor("192.0.2.222"), elsewhere)).toBe("sign-in");
    const notice = await request(ctx, "/staff/leads?ended=all");
    expect(notice.text).toContain("Every staff session has been ended");
  });
});

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

describe("the staff audit trail", () => {
  const auditor = "192.0.2.230";
  const sent: string[] = [ADMIN_TOKEN];

  it("records sign-in, its failures, exports, listings, downloads and sign-out with the address", async () => {
    const ctx = ctxFor(auditor);
    const wrong = await request(ctx, "/staff/leads", {
      method: "POST",
      body: new URLSearchParams({ intent: "sign-in", token: "a-wrong-admin-token-0123456789" }),
    });
    expect(wrong.status).toBe(401);
    sent.push("a-wrong-admin-token-0123456789");
    const cookie = await signIn(ctx);
    sent.push(cookie.split("=")[1]!);
    const withCookie = { headers: { Cookie: cookie } };
    expect((await request(ctx, "/staff/leads.csv", withCookie)).status).toBe(200);
    expect(
      (await request(ctx, attachmentPath.replace("/api/leads", "/staff/leads"), withCookie)).status,
    ).toBe(200);
    const auth = { headers: bearer(ADMIN_TOKEN) };
    expect((await request(ctx, "/api/leads?format=json", auth)).status).toBe(200);
    expect((await request(ctx, "/api/leads?format=csv", auth)).status).toBe(200);
    expect((await request(ctx, attachmentPath, auth)).status).toBe(200);
    expect((await post(ctx, cookie, "sign-out")).status).toBe(303);
  });

  it("keeps them in the database and the log, never with a token or a cookie", async () => {
    await server.stop();
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.includes('"staff audit"'));
    const client = await PGlite.create(path.join(dataDir, "db"));
    try {
      const { rows } = await client.query<{
        kind: string;
        via: string;
        lead_id: string | null;
        attachment: number | null;
        lead_count: number | null;
      }>(
        "select kind, via, lead_id, attachment, lead_count from staff_audit_events where client_ip = $1 order by id",
        [auditor],
      );
      const [leadId, n] = /\/api\/leads\/([^/]+)\/attachments\/(\d+)/.exec(attachmentPath)!.slice(1);
      expect(rows).toEqual([
        { kind: "sign-in-failed", via: "page", lead_id: null, attachment: null, lead_count: null },
        { kind: "sign-in", via: "page", lead_id: null, attachment: null, lead_count: null },
        { kind: "csv-export", via: "page", lead_id: null, attachment: null, lead_count: 1 },
        {
          kind: "attachment-download",
          via: "page",
          lead_id: leadId,
          attachment: Number(n),
          lead_count: null,
        },
        { kind: "lead-listing", via: "api", lead_id: null, attachment: null, lead_count: 1 },
        { kind: "csv-export", via: "api", lead_id: null, attachment: null, lead_count: 1 },
        { kind: "attachment-download", via: "api", lead_id: leadId, attachment: Number(n), lead_count: null },
        { kind: "sign-out", via: "page", lead_id: null, attachment: null, lead_count: null },
      ]);
      const ended = await client.query(
        "select 1 from staff_audit_events where kind = 'end-all-sessions' and client_ip = '192.0.2.221'",
      );
      expect(ended.rows).toHaveLength(1);
      // The log has the same events, with the address.
      const logged = lines.map((line) => JSON.parse(line) as { audit: { kind: string; clientIp: string } });
      expect(logged.filter((line) => line.audit.clientIp === auditor).map((line) => line.audit.kind)).toEqual(
        rows.map((row) => row.kind),
      );
      // Neither holds a token, a wrong guess or a cookie.
      const table = JSON.stringify((await client.query("select * from staff_audit_events")).rows);
      for (const secret of [...sent, METRICS_TOKEN, REVALIDATE_TOKEN, PREVIEW_SECRET]) {
        expect(table).not.toContain(secret);
        expect(lines.join("\n")).not.toContain(secret);
      }
    } finally {
      await client.close();
    }
  });
});
