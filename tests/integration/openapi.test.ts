/** The API description kept true: every described answer is produced and checked; an unproduced one fails. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ApiDescription,
  answerKey,
  type ObservedAnswer,
  observed,
  openApiSchemaErrors,
} from "../support/openapi-responses";
import { type FakeStrapi, sampleContent, startFakeStrapi } from "../support/fake-strapi";
import { encodeForm, solvedPayload, validContact } from "../support/lead-client";
import { minimalPdf } from "../support/lead-fixtures";
import { holdUpload } from "../support/raw-http";
import { type RunningServer, startServer } from "../support/server-process";

const PUBLIC_URL = "https://api-description.example";
const ELSEWHERE = "https://elsewhere.example";
const BLOGS = "/api/strapi/northpeak-website-blogs";
const NEWS = "/api/strapiNews/northpeak-website-news";

/** Described answers that need a broken database, which the test servers never have. */
const NOT_PRODUCED = new Map([
  [answerKey("get", "/api/captcha", 503), "the challenge's secret or rate limit cannot be read"],
  [answerKey("post", "/api/form-events", 503), "the day's count cannot be written"],
]);

let fake: FakeStrapi;
let site: RunningServer;
let description: ApiDescription;
/** Fresh databases each run: the rate limits' counts are kept in them. */
let dataDir: string;

let ipCounter = 0;
/** Each call comes from its own address (TRUST_PROXY), so no rate limit is shared unless meant. */
const nextIp = () => `198.51.100.${++ipCounter}`;

type Call = { method?: string; headers?: Record<string, string>; body?: BodyInit; ip?: string };

/** Sends a call and checks its answer against the description; the answer, for further checks. */
async function call(path: string, { method = "GET", headers = {}, body, ip = nextIp() }: Call = {}) {
  const response = await fetch(`${site.url}${path}`, {
    method,
    body,
    redirect: "manual",
    headers: { "X-Forwarded-For": ip, ...headers },
  });
  const answer = await observed(method, path, response);
  description.check(answer);
  return answer;
}

const json = (answer: ObservedAnswer) => JSON.parse(new TextDecoder().decode(answer.body));

async function captchaFor(ip: string): Promise<string> {
  return solvedPayload(json(await call("/api/captcha", { ip })));
}

function leadForm(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

beforeAll(async () => {
  fake = await startFakeStrapi({ version: "v5", ...sampleContent() });
  // The content source is down until the first content test has seen the 503s.
  fake.failNext(1_000_000);
  dataDir = await mkdtemp(path.join(tmpdir(), "northpeak-openapi-"));
  site = await startServer({
    DATA_DIR: path.join(dataDir, "site"),
    PUBLIC_URL,
    TRUST_PROXY: "1",
    CONTENT_SOURCE: "strapi",
    STRAPI_URL: fake.url,
    STRAPI_TIMEOUT_MS: "2000",
    CONTENT_CACHE_TTL_SECONDS: "3600",
    ALTCHA_COST: "100",
    RATE_LIMIT_CONTACT_PER_HOUR: "2",
    RATE_LIMIT_CAPTCHA_PER_MINUTE: "3",
    // One upload at a time, given up after a second and a half of silence: 503 and 408 are cheap.
    UPLOAD_CONCURRENCY: "1",
    UPLOAD_CLIENT_CONCURRENCY: "1",
    UPLOAD_IDLE_TIMEOUT_MS: "1500",
  });
  description = await ApiDescription.shared(site.url);
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await fake?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("the description itself", () => {
  // That it conforms to the OpenAPI 3.1 schema: app/api-description/openapi.server.test.ts.
  it("names this deployment's address as its server; what does not conform or is not described is refused", async () => {
    // The check itself: a response without its description, an unknown field, do not conform.
    const undescribed = { "/x": { get: { responses: { "200": {} } } } };
    expect(openApiSchemaErrors({ ...description.document, paths: undescribed })).toMatch(/description/);
    expect(openApiSchemaErrors({ ...description.document, extra: true })).not.toBe("");
    // The check of every described answer (checkedFetch's, here and elsewhere) refuses what is not described.
    const answer = { method: "GET", url: "/api/captcha-config", headers: new Headers() };
    expect(() => description.check({ ...answer, status: 418, body: new Uint8Array() })).toThrow(
      "GET /api/captcha-config → 418: status not described",
    );
    const notAnObject = new TextEncoder().encode("[]");
    expect(() =>
      description.check({
        ...answer,
        status: 200,
        headers: new Headers({ "Content-Type": "application/json" }),
        body: notAnObject,
      }),
    ).toThrow(/^GET \/api\/captcha-config → 200 \(\/api\/captcha-config\): /);
    const self = await call("/api/openapi.json");
    expect(json(self).servers).toEqual([{ url: PUBLIC_URL, description: expect.any(String) }]);
    expect(self.headers.get("content-type")).toBe("application/json; charset=utf-8");
  });
});

describe("the blog and news JSON", () => {
  it("answers 503 while the source is down and nothing is kept, then the list, 304 and 404", async () => {
    await call(BLOGS);
    await call(NEWS);
    fake.failNext(0);
    for (const path of [BLOGS, NEWS]) {
      const list = await call(path);
      expect(list.status).toBe(200);
      const etag = list.headers.get("etag") ?? "";
      expect((await call(path, { headers: { "If-None-Match": etag } })).status).toBe(304);
    }
    expect((await call("/api/strapi/no-such-collection")).status).toBe(404);
    expect((await call("/api/strapiNews/no-such-collection")).status).toBe(404);
  });
});

describe("the lead form's calls", () => {
  it("hands out a captcha configuration and challenges, then 429 beyond the limit per client", async () => {
    expect((await call("/api/captcha-config")).status).toBe(200);
    const ip = nextIp();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call("/api/captcha", { ip })).status);
    // One IPv6 client per /64 (client-ip.server.test.ts): four addresses of one network are one client.
    for (const n of ["1", "2", "3", "ff"])
      statuses.push((await call("/api/captcha", { ip: `2001:db8:c:1::${n}` })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 200, 200, 200, 429]);
  });

  it("stores a lead sent with every field, and refuses what the description says it refuses", async () => {
    const ip = nextIp();
    const sent = await call("/api/contact", {
      method: "POST",
      ip,
      body: leadForm({
        form: "contact",
        ...validContact,
        product: JSON.stringify(["PRIZM Rates"]),
        files: new File([new Uint8Array(minimalPdf())], "rfp.pdf", { type: "application/pdf" }),
        recaptcha: await captchaFor(ip),
        company_website: "",
        submission_id: crypto.randomUUID(),
        attribution: JSON.stringify({
          landing_page: "/PRIZM",
          utm_source: "newsletter",
          click_ids: ["gclid"],
        }),
        page: "/Contact-us",
      }),
    });
    expect(sent.status).toBe(200);

    const noCaptcha = await call("/api/contact", { method: "POST", body: leadForm({ ...validContact }) });
    expect(noCaptcha.status).toBe(400);
    expect(json(noCaptcha).errors).toHaveProperty("recaptcha");
    const openingOnContact = await call("/api/contact", {
      method: "POST",
      body: leadForm({ form: "contact", ...validContact, opening: "senior-dev" }),
    });
    expect(openingOnContact.status).toBe(400);
    expect(json(openingOnContact).errors).toHaveProperty("opening");
    const crossSite = await call("/api/contact", {
      method: "POST",
      headers: { Origin: ELSEWHERE },
      body: leadForm({ ...validContact }),
    });
    expect(crossSite.status).toBe(403);
    const tooLong = await call("/api/contact", {
      method: "POST",
      body: leadForm({ ...validContact, message: "x".repeat(40 * 1024) }),
    });
    expect(tooLong.status).toBe(413);
    const notMultipart = await call("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "name=Priya",
    });
    expect(notMultipart.status).toBe(415);
    expect((await call("/api/contact")).status).toBe(405);

    const limited = nextIp();
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await call("/api/contact", { method: "POST", ip: limited, body: leadForm({}) })).status);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });

  it("answers 503 while the one upload place is taken, and 408 to the upload that stalls in it", async () => {
    const { bytes, contentType } = await encodeForm(leadForm({ ...validContact, message: "y".repeat(8000) }));
    // Declares more than it will send, then stops: the server gives up on it after its idle timeout.
    const stalled = holdUpload(site.url, bytes, contentType, bytes.length + 1000, {
      step: 4000,
      everyMs: 50,
      headers: { "X-Forwarded-For": nextIp() },
    });
    // Once the stalled upload holds the place, the next lead finds none (until then it is taken in).
    let busy = 0;
    for (let tries = 0; busy !== 503 && tries < 20; tries++) {
      busy = (await call("/api/contact", { method: "POST", body: leadForm({ ...validContact }) })).status;
    }
    expect(busy).toBe(503);
    const answer = await stalled.answer;
    stalled.release();
    expect(answer.status).toBe(408);
    description.check({ ...answer, method: "POST", url: "/api/contact", body: Buffer.from(answer.text) });
  });
});

describe("the form steps' counter", () => {
  it("counts a step sent as JSON or as sendBeacon's text, and refuses what the description says it refuses", async () => {
    const step = JSON.stringify({ form: "contact", step: "view" });
    const post = (body: string, headers: Record<string, string> = {}, ip?: string) =>
      call("/api/form-events", {
        method: "POST",
        body,
        ip,
        headers: { Origin: PUBLIC_URL, "Content-Type": "application/json", ...headers },
      });
    expect((await post(step)).status).toBe(204);
    expect((await post(step, { "Content-Type": "text/plain;charset=UTF-8" })).status).toBe(204);
    expect((await post(JSON.stringify({ form: "contact", step: "sent" }))).status).toBe(400);
    expect((await post(step, { Origin: ELSEWHERE })).status).toBe(403);
    expect((await post(" ".repeat(200) + step)).status).toBe(413);
    expect((await post(step, { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await call("/api/form-events")).status).toBe(405);
    const ip = nextIp();
    let status = 204;
    for (let sent = 0; status === 204 && sent < 1000; sent++) status = (await post(step, {}, ip)).status;
    expect(status).toBe(429);
  });
});

describe("the description's coverage", () => {
  it("has every answer it describes produced above, but those that need a broken database", () => {
    const described = description.described();
    for (const key of NOT_PRODUCED.keys()) expect(described, `${key} is no longer described`).toContain(key);
    const missing = [...described].filter((key) => !description.seen.has(key) && !NOT_PRODUCED.has(key));
    expect(missing, "described answers no test produced").toEqual([]);
  });
});
