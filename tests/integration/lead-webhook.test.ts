/** Lead webhooks through the real server: signed, retried after a 500, never delaying the visitor (plain http: env.server.test.ts). */
import { createHmac } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, listLeads, postLead, validContact } from "../support/lead-client";
import { minimalPdf } from "../support/lead-fixtures";
import { type RunningServer, startServerWithFreshData, QUICK_CAPTCHA } from "../support/server-process";
import { serveForTest, type TestServer } from "../support/test-server";

const SECRET = "integration-webhook-secret-0123456789";
const PATH_SECRET = "T0000/B0000/pathTokenThatMustNotBeLogged";

type Received = { headers: IncomingHttpHeaders; body: string; answered: number };

describe("lead webhook on the real server", () => {
  let receiver: TestServer;
  let server: RunningServer;
  const received: Received[] = [];
  const answers = [500];

  beforeAll(async () => {
    receiver = await serveForTest((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const answered = answers.shift() ?? 200;
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), answered });
        res.writeHead(answered).end();
      });
    });
    server = await startServerWithFreshData("webhook", {
      ADMIN_TOKEN,
      TRUST_PROXY: "1",
      ...QUICK_CAPTCHA,
      MAIL_RETRY_MIN_MS: "100",
      MAIL_RETRY_MAX_MS: "400",
      LEADS_WEBHOOK_URL: `${receiver.url}/services/${PATH_SECRET}`,
      LEADS_WEBHOOK_SECRET: SECRET,
      // The receiver is this test's, on loopback: plain http only by this explicit consent.
      LEADS_WEBHOOK_ALLOW_HTTP: "true",
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it("retries the receiver's 500 and then delivers the stored lead once, signed", async () => {
    const pdf = minimalPdf("Webhook RFP");
    const result = await postLead(
      { url: server.url, ip: "198.51.100.20" },
      { fields: { company_website: "" }, product: ["PRIZM Rates"], files: [{ name: "rfp.pdf", bytes: pdf }] },
    );
    expect(result.status, server.output()).toBe(200);

    await expect.poll(() => received.some((r) => r.answered === 200), { timeout: 20_000 }).toBe(true);
    await new Promise((r) => setTimeout(r, 1000)); // room for a duplicate that must not come
    expect(received.map((r) => r.answered)).toEqual([500, 200]);

    const [lead] = (await listLeads(server.url)).filter((l) => l.email === validContact.email);
    // One delivery, named the same on the failed attempt and on its retry: a receiver drops repeats by it.
    expect(received.map((r) => r.headers["x-webhook-delivery"])).toEqual([lead?.id, lead?.id]);
    for (const request of received) {
      const timestamp = String(request.headers["x-webhook-timestamp"]);
      expect(timestamp).toMatch(/^\d{10}$/);
      const signature = createHmac("sha256", SECRET).update(`${timestamp}.${request.body}`).digest("hex");
      expect(request.headers["x-webhook-signature"]).toBe(`sha256=${signature}`);
      expect(request.headers["content-type"]).toBe("application/json");
      // The body's fields and files: webhook-outbox.test.ts and webhook.server.test.ts.
      expect(JSON.parse(request.body)).toMatchObject({ event: "lead.created", id: lead?.id });
      expect(request.body).not.toMatch(/recaptcha|company_website|198\.51\.100\.20|%PDF/);
    }
    expect(server.output()).not.toContain(PATH_SECRET);
    expect(server.output()).not.toContain(SECRET);
  }, 90_000);
});
