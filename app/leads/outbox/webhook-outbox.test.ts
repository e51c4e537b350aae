/** Lead webhooks through the outbox on in-memory PGlite, with a real HTTP receiver on 127.0.0.1. */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { memoryDatabase } from "../../../tests/support/memory-database";
import * as schema from "~/db/schema.server";
import { type NewLead, storeLead } from "~/leads/intake/store.server";
import { knownAttribution } from "~/leads/shared/attribution.test-support";
import { freePort } from "../../../tests/support/server-process";
import { runOutboxRound } from "./outbox.server";
import type { MailMessage } from "./templates.server";
import type { MailTransport } from "./transport.server";

const openDatabase = memoryDatabase();
let database: Database;
beforeAll(() => {
  database = openDatabase();
});

const SECRET = "test-webhook-secret-0123456789abcdef";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

/** A receiver that records every request and answers with the next status of `answers` (then 200). */
async function startReceiver(answers: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { "Content-Type": "text/plain" }).end(status === 200 ? "ok" : "no");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Mail goes nowhere here; only the webhook rows matter. */
const mails: MailMessage[] = [];
const transport: MailTransport = {
  kind: "file",
  send: async (message) => {
    mails.push(message);
  },
  close() {},
};

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    formId: "contact",
    variant: "contact-page",
    fields: {
      name: "Priya <!here> Raman & Co",
      email: "priya@example.com",
      contact: "+1-781-555-0142",
      message: "Please send a rate benchmark.",
      product: ["PRIZM Rates"],
    },
    attachments: [{ originalName: "rfp.pdf", kind: "pdf", bytes: PDF }],
    clientIp: "203.0.113.7",
    userAgent: "vitest",
    captchaProvider: "altcha",
    captcha: { key: `captcha-${Math.random()}`, expiresAt: new Date(Date.now() + 60_000) },
    confirmation: false,
    webhook: true,
    mailDomain: "northpeak.test",
    attribution: knownAttribution,
    ...overrides,
  };
}

const policy = { minMs: 20, maxMs: 20, maxAttempts: 2 };
const mailConfig = { MAIL_FROM: "website@northpeak.example", LEADS_TO: "sales@northpeak.example" };

async function rounds(config: Parameters<typeof runOutboxRound>[3], n: number) {
  for (let i = 0; i < n; i++) {
    await runOutboxRound(database, transport, policy, config);
    await sleep(40);
  }
}

async function webhookRow(id: string) {
  const [row] = await database
    .select()
    .from(schema.mailOutbox)
    .where(eq(schema.mailOutbox.submissionId, id))
    .then((rows) => rows.filter((r) => r.kind === "webhook"));
  return row;
}

/** How a receiver checks a request: the HMAC of "{timestamp}.{body}" under the shared secret. */
function verify(request: Received, secret: string): boolean {
  const timestamp = String(request.headers["x-webhook-timestamp"]);
  const given = String(request.headers["x-webhook-signature"]);
  const expected = `sha256=${createHmac("sha256", secret).update(`${timestamp}.${request.body}`).digest("hex")}`;
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

afterEach(async () => {
  await database.delete(schema.mailOutbox);
  mails.length = 0;
});

describe("lead webhook through the outbox", () => {
  it("queues a webhook row with the lead only when asked", async () => {
    const without = await storeLead(newLead({ webhook: false }), database);
    const kinds = await database
      .select({ kind: schema.mailOutbox.kind })
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.submissionId, without));
    expect(kinds.map((row) => row.kind)).toEqual(["lead"]);
    const withHook = await storeLead(newLead({ confirmation: true }), database);
    const all = await database
      .select({ kind: schema.mailOutbox.kind, status: schema.mailOutbox.status })
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.submissionId, withHook));
    expect(all.map((row) => row.kind).sort()).toEqual(["confirmation", "lead", "webhook"]);
    expect(all.every((row) => row.status === "pending")).toBe(true);
  });

  it("POSTs a stored lead as signed JSON: fields, form, time and its files' names, sizes and SHA-256", async () => {
    const receiver = await startReceiver();
    try {
      const before = Math.floor(Date.now() / 1000);
      const id = await storeLead(newLead(), database);
      await rounds({ ...mailConfig, LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: SECRET }, 1);
      const after = Math.floor(Date.now() / 1000);

      expect(receiver.received).toHaveLength(1);
      const request = receiver.received[0]!;
      expect(request.method).toBe("POST");
      expect(request.url).toBe("/hooks/leads");
      expect(request.headers["content-type"]).toBe("application/json");
      const timestamp = Number(request.headers["x-webhook-timestamp"]);
      expect(timestamp).toBeGreaterThanOrEqual(before);
      expect(timestamp).toBeLessThanOrEqual(after);
      expect(request.headers["x-webhook-signature"]).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(verify(request, SECRET)).toBe(true);
      expect(verify(request, "another-secret-0123456789abcdefgh")).toBe(false);
      expect(verify({ ...request, body: request.body.replace("Priya", "Mallory") }, SECRET)).toBe(false);
      // Nothing the visitor typed rides in a header.
      expect(JSON.stringify(request.headers)).not.toMatch(/Priya|example\.com|rfp/);

      const body = JSON.parse(request.body);
      expect(body).toEqual({
        event: "lead.created",
        id,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        form: "contact",
        name: "Priya <!here> Raman & Co",
        email: "priya@example.com",
        contact: "+1-781-555-0142",
        message: "Please send a rate benchmark.",
        product: ["PRIZM Rates"],
        attribution: knownAttribution,
        attachments: [
          {
            n: 1,
            name: "rfp.pdf",
            contentType: "application/pdf",
            size: PDF.byteLength,
            sha256: sha256(PDF),
          },
        ],
      });
      // Never the bytes, the captcha or the client's address.
      expect(request.body).not.toContain("%PDF");
      expect(request.body).not.toContain(Buffer.from(PDF).toString("base64").slice(0, 12));
      expect(request.body).not.toMatch(/captcha|recaptcha|company_website|203\.0\.113\.7|altcha/i);

      expect(await webhookRow(id)).toMatchObject({ status: "sent", attempts: 1, refusals: 0 });
      expect(mails).toHaveLength(1); // the lead's e-mail went its own way in the same round
      // ...saying where the lead came from, as the webhook does.
      expect(mails[0]?.text).toContain(
        "Where it came from:\nLanding page: /PRIZM\nForm page: /Contact-us\nReferrer: https://news.example",
      );
      expect(mails[0]?.text).toContain("utm_content: hero\nClick ids: gclid, fbclid");
      await rounds({ ...mailConfig, LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: SECRET }, 2);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it("retries a receiver that answers 500, and delivers the same lead once it recovers", async () => {
    const receiver = await startReceiver([500, 503]);
    const config = { ...mailConfig, LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: SECRET };
    try {
      const id = await storeLead(newLead(), database);
      await rounds(config, 1);
      expect(receiver.received).toHaveLength(1);
      expect(await webhookRow(id)).toMatchObject({
        status: "pending",
        refusals: 0,
        lastError: "webhook answered HTTP 500",
      });
      // More outages than MAIL_MAX_ATTEMPTS (2 here) would not use it up: an outage is no refusal.
      await rounds(config, 2);
      expect(await webhookRow(id)).toMatchObject({ status: "sent", attempts: 3, refusals: 0 });
      await rounds(config, 3);

      expect(receiver.received).toHaveLength(3);
      const ids = receiver.received.map((request) => JSON.parse(request.body).id);
      expect(ids).toEqual([id, id, id]);
      expect(receiver.received.every((request) => verify(request, SECRET))).toBe(true);
      // Answered 500, 503, then 200: delivered once.
      expect(receiver.received.filter((_, i) => i >= 2)).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it("keeps retrying through 408, 429 and a receiver that is down", async () => {
    const receiver = await startReceiver([408, 429]);
    try {
      const id = await storeLead(newLead(), database);
      const nobody = `http://127.0.0.1:${await freePort()}/hooks/leads`;
      const down = { ...mailConfig, LEADS_WEBHOOK_URL: nobody, LEADS_WEBHOOK_SECRET: SECRET };
      await rounds(down, 3);
      expect(await webhookRow(id)).toMatchObject({ status: "pending", refusals: 0 });
      expect((await webhookRow(id))?.lastError).toMatch(/^webhook connection failed/);
      const up = { ...mailConfig, LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: SECRET };
      await rounds(up, 3);
      expect(receiver.received).toHaveLength(3);
      expect(await webhookRow(id)).toMatchObject({ status: "sent", refusals: 0 });
    } finally {
      await receiver.close();
    }
  });

  it("fails the row after MAIL_MAX_ATTEMPTS refusals (4xx); the lead stays stored", async () => {
    const receiver = await startReceiver([404, 410, 404]);
    try {
      const id = await storeLead(newLead(), database);
      await rounds({ ...mailConfig, LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: SECRET }, 4);
      expect(receiver.received).toHaveLength(2);
      expect(await webhookRow(id)).toMatchObject({
        status: "failed",
        refusals: 2,
        lastError: "webhook answered HTTP 410",
      });
      const [lead] = await database
        .select()
        .from(schema.leadSubmissions)
        .where(eq(schema.leadSubmissions.id, id));
      expect(lead?.id).toBe(id);
    } finally {
      await receiver.close();
    }
  });

  it("sends Slack a signed { text } summary with the visitor's text escaped", async () => {
    const receiver = await startReceiver();
    try {
      const id = await storeLead(
        newLead({
          attachments: [
            { originalName: "a.pdf", kind: "pdf", bytes: PDF },
            { originalName: "b.pdf", kind: "pdf", bytes: PDF },
          ],
        }),
        database,
      );
      await rounds(
        {
          ...mailConfig,
          LEADS_WEBHOOK_URL: receiver.url,
          LEADS_WEBHOOK_SECRET: SECRET,
          LEADS_WEBHOOK_FORMAT: "slack",
        },
        1,
      );
      expect(receiver.received).toHaveLength(1);
      const request = receiver.received[0]!;
      expect(request.headers["content-type"]).toBe("application/json");
      expect(verify(request, SECRET)).toBe(true);
      expect(JSON.parse(request.body)).toEqual({
        text: [
          "New lead from the contact form",
          "Name: Priya &lt;!here&gt; Raman &amp; Co",
          "Email: priya@example.com",
          "Attachments: 2",
        ].join("\n"),
      });
      expect(await webhookRow(id)).toMatchObject({ status: "sent" });
    } finally {
      await receiver.close();
    }
  });
});
