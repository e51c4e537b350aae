/** GET /readyz and GET /metrics on the real server: readiness with PGlite and with PostgreSQL down, metrics. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffCopy } from "../../app/site/staff";
import { leadAnswers, serverAnswers } from "../../app/site/api-answers.server";
import { HONEYPOT_FIELD } from "../../app/leads/shared/contract";
import { ADMIN_TOKEN, listLeads, postLead } from "../support/lead-client";
import { pdfOfSize } from "../support/lead-fixtures";
import {
  freePort,
  type RunningServer,
  startServerWithFreshData,
  QUICK_CAPTCHA,
} from "../support/server-process";

const METRICS_TOKEN = "integration-metrics-token-0123456789abcdef";
/** The parts of the report this server's set-up decides; the report's shape: readiness.server.test.ts. */
type Readiness = {
  status: string;
  database: { reachable: boolean };
  content: { source: string; collections: Record<string, { loaded: boolean; lastRefreshAt: string | null }> };
  dataDir?: { attachmentsAccepted: boolean };
};

async function scrape(url: string) {
  return fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
}

/** The database opens (and migrates) in the background at start-up: wait until /readyz says so. */
async function untilReady(url: string): Promise<Response> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await fetch(`${url}/readyz`);
    if (response.status === 200 || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("readiness and metrics with a working database", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServerWithFreshData("ops", {
      METRICS_TOKEN,
      ADMIN_TOKEN,
      TRUST_PROXY: "1",
      ...QUICK_CAPTCHA,
      // A minimum no disk has: the server sees every upload as one too many.
      DATA_DIR_MIN_FREE_MB: "1000000000",
    });
  }, 120_000);

  afterAll(() => server?.stop());

  it("answers /readyz 200 with the database and the content source", async () => {
    expect((await untilReady(server.url)).status).toBe(200);
    // A blog page reads the blog list, so that collection has a last good refresh.
    expect((await fetch(`${server.url}/blogs`)).status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(ready.headers.get("content-type")).toMatch(/^application\/json/);
    const report = (await ready.json()) as Readiness;
    expect(report).toMatchObject({
      status: "ready",
      database: { reachable: true },
      content: { source: "local" },
    });
    expect(report.content.collections.blogs).toMatchObject({ loaded: true });
    expect(Date.parse(report.content.collections.blogs!.lastRefreshAt ?? "")).toBeGreaterThan(0);
  }, 120_000);

  it("answers any method but GET and HEAD on /metrics, a probe with its token set, 405 with the methods it takes", async () => {
    const refused = await fetch(`${server.url}/metrics`, { method: "DELETE" });
    expect(refused.status).toBe(405);
    expect(refused.headers.get("allow")).toBe("GET, HEAD");
    expect(await refused.json()).toEqual({ message: serverAnswers.readOnlyAddress });
  });

  it("serves Prometheus text with HTTP counters and the lead counters after a lead", async () => {
    for (const page of ["/", "/about-us", "/no-such-page"]) await fetch(`${server.url}${page}`);
    const accepted = await postLead({ url: server.url, ip: "203.0.113.70" });
    expect(accepted.status).toBe(200);
    const refused = await postLead({ url: server.url, ip: "203.0.113.71" }, { captcha: null });
    expect(refused.status).toBe(400);
    const trapped = await postLead(
      { url: server.url, ip: "203.0.113.72" },
      { fields: { [HONEYPOT_FIELD]: "x" } },
    );
    expect(trapped.status).toBe(400);
    const invalid = await postLead(
      { url: server.url, ip: "203.0.113.73" },
      { fields: { email: "no-at-sign" } },
    );
    expect(invalid.status).toBe(400);

    const response = await scrape(server.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // What each series holds: app/ops/http-metrics.server.test.ts and app/ops/metrics.server.test.ts.
    const text = await response.text();
    expect(text).toMatch(/^http_requests_total\{kind="page",status="200"\} [1-9]/m);
    expect(text).toMatch(/^http_requests_total\{kind="page",status="404"\} [1-9]/m);
    expect(text).toMatch(/^http_requests_total\{kind="api",status="200"\} [1-9]/m);
    expect(text).toMatch(/^leads_accepted_total 1$/m);
    for (const reason of ["captcha", "honeypot", "invalid"])
      expect(text).toMatch(new RegExp(`^leads_refused_total\\{reason="${reason}"\\} 1$`, "m"));
    expect(text).toMatch(/^mail_outbox_messages\{status="pending"\} \d+$/m);
  }, 120_000);

  it("with DATA_DIR low on space: refuses a lead's files with 503 and Retry-After, takes one without, says so on /readyz and in the metrics", async () => {
    const refused = await postLead(
      { url: server.url, ip: "198.51.100.40" },
      { fields: { name: "Space Files" }, files: [{ name: "brief.pdf", bytes: pdfOfSize(10 * 1024) }] },
    );
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("600");
    expect(refused.body.message).toBe(leadAnswers.noRoomForAttachments);
    expect((await listLeads(server.url)).map((lead) => lead.name)).not.toContain("Space Files");
    const report = (await (await fetch(`${server.url}/readyz`)).json()) as Readiness;
    expect(report.dataDir?.attachmentsAccepted).toBe(false);
    const metrics = await (await scrape(server.url)).text();
    expect(metrics).toMatch(/^lead_attachments_refused_low_space 1$/m);
    expect(metrics).toMatch(/^leads_refused_total\{reason="unavailable"\} 1$/m);
  });
});

describe("an unreachable database", () => {
  let server: RunningServer;

  beforeAll(async () => {
    const closed = `postgres://nobody:nothing@127.0.0.1:${await freePort()}/none`;
    server = await startServerWithFreshData("ops-down", { DATABASE_URL: closed, ADMIN_TOKEN });
  }, 120_000);

  afterAll(() => server?.stop());

  it("answers /readyz 503 quickly, in the same shape, with the database unreachable", async () => {
    const started = Date.now();
    const response = await fetch(`${server.url}/readyz`);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const report = (await response.json()) as Readiness;
    expect(report).toMatchObject({ status: "unavailable", database: { reachable: false } });
    expect(JSON.stringify(report)).not.toContain("nothing"); // the URL's password never shows
    // Liveness is another question: the process itself is fine.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("the staff page: the sign-in form without a session cookie, asking the database nothing; else 503", async () => {
    const response = await fetch(`${server.url}/staff/leads`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(staffCopy.signIn.heading);
    // With a cookie the database must be asked, and its absence is said: 503, not a 500.
    const withCookie = await fetch(`${server.url}/staff/leads`, { headers: { cookie: "staff_session=x" } });
    expect(withCookie.status).toBe(503);
    expect(withCookie.headers.get("retry-after")).toBe("30");
    expect(await withCookie.text()).toContain(staffCopy.unavailable);
    const signIn = await fetch(`${server.url}/staff/leads`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: "token=wrong",
    });
    expect(signIn.status).toBe(503);
  });

  it("answers a lead and a captcha challenge 503 with Retry-After", async () => {
    const result = await postLead(server, { captcha: null });
    expect(result.status).toBe(503);
    expect(Number(result.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(result.body).toEqual({
      message: "We could not save your message right now. Please try again in a few minutes.",
    });
    const challenge = await fetch(`${server.url}/api/captcha`);
    expect(challenge.status).toBe(503);
    expect(Number(challenge.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
