import { createHmac } from "node:crypto";
import { noAttribution } from "~/leads/shared/attribution";
import { describe, expect, it, vi } from "vitest";
import { serveForTest } from "../../../tests/support/test-server";
import { failureKind } from "./backoff.server";
import { sendWebhook, slackText, type WebhookLead, webhookBody, webhookHeaders } from "./webhook.server";

const lead: WebhookLead = {
  event: "lead.created",
  id: "00000000-0000-4000-8000-000000000001",
  createdAt: "2025-01-02T03:04:05.000Z",
  form: "contact",
  name: "Priya <!channel> & Co",
  email: "priya@example.com",
  contact: "+1-781-555-0142",
  message: "Please send a rate benchmark.",
  product: ["PRIZM Rates"],
  opening: null,
  attribution: noAttribution,
  attachments: [
    { n: 1, name: "rfp.pdf", contentType: "application/pdf", size: 1234, sha256: "ab".repeat(32) },
    { n: 2, name: "notes.docx", contentType: "application/x", size: 10, sha256: "cd".repeat(32) },
  ],
};

describe("webhook signature", () => {
  it("is the hex HMAC-SHA256 of '{timestamp}.{body}' under the secret, beside the lead's id and nothing else", () => {
    const secret = "0123456789abcdef0123456789abcdef";
    const body = '{"id":"x"}';
    // Computed independently: HMAC-SHA256(key, "1700000000.{\"id\":\"x\"}").
    const expected = createHmac("sha256", Buffer.from(secret, "utf8"))
      .update(Buffer.from('1700000000.{"id":"x"}', "utf8"))
      .digest("hex");
    vi.useFakeTimers({ now: 1_700_000_000_999 });
    expect(webhookHeaders(secret, body, lead)).toEqual({
      "Content-Type": "application/json",
      "X-Webhook-Delivery": lead.id,
      "X-Webhook-Timestamp": "1700000000",
      "X-Webhook-Signature": `sha256=${expected}`,
    });
    vi.useRealTimers();
  });
});

describe("webhook bodies", () => {
  it("sends the lead's fields and its files' names, sizes and digests as JSON", () => {
    expect(JSON.parse(webhookBody(lead))).toEqual(lead);
  });

  it("sends Slack a short summary: form, name, email and the number of files", () => {
    const body = JSON.parse(webhookBody(lead, "slack"));
    expect(Object.keys(body)).toEqual(["text"]);
    expect(body.text).toBe(
      "New lead from the contact form\nName: Priya &lt;!channel&gt; &amp; Co\nEmail: priya@example.com\nAttachments: 2",
    );
    expect(body.text).not.toContain("rate benchmark");
  });

  it("keeps each visitor value on one line, and says — for a missing one", () => {
    const text = slackText({
      ...lead,
      name: "Eve\n\nAttachments: 99\r\u2028x",
      email: null,
      attachments: [],
    });
    expect(text.split("\n")).toEqual([
      "New lead from the contact form",
      "Name: Eve Attachments: 99 x",
      "Email: —",
      "Attachments: 0",
    ]);
    expect(slackText({ ...lead, name: "x".repeat(500) }).split("\n")[1]!.length).toBeLessThan(220);
  });
});

describe("sendWebhook failures", () => {
  const config = (url: string) => ({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: "s".repeat(32) });

  it("names a refused connection without the URL, as an outage", async () => {
    const server = await serveForTest(() => {});
    await server.close();
    const url = server.url.replace("//", "//u:Pa55w0rd@");
    const error = await sendWebhook(config(`${url}/hook/SECRET-PATH`), lead).catch(
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(Error);
    expect(failureKind(error, "send")).toBe("outage");
    expect(String((error as Error).message)).not.toMatch(/Pa55w0rd|SECRET-PATH/);
  });

  it("gives up on a receiver that does not answer in time, as an outage", async () => {
    const server = await serveForTest(() => {}); // never answers
    const timeout = AbortSignal.timeout;
    vi.spyOn(AbortSignal, "timeout").mockImplementation(() => timeout.call(AbortSignal, 200));
    try {
      const error = await sendWebhook(config(`${server.url}/hook`), lead).catch((e: unknown) => e as Error);
      expect((error as Error).message).toMatch(/no answer within 10000 ms/);
      expect(failureKind(error, "send")).toBe("outage");
    } finally {
      vi.restoreAllMocks();
      await server.close();
    }
  });

  it("sends URL credentials as Basic authorization, and follows no redirect", async () => {
    const seen: { auth?: string; url?: string }[] = [];
    const server = await serveForTest((req, res) => {
      seen.push({ auth: req.headers.authorization, url: req.url });
      req.resume();
      res.writeHead(302, { Location: "http://127.0.0.1:1/elsewhere" }).end();
    });
    try {
      const url = server.url.replace("//", "//hook%40user:p%3Ass@");
      const error = await sendWebhook(config(`${url}/hook`), lead).catch((e: unknown) => e as Error);
      expect(seen).toEqual([
        { auth: `Basic ${Buffer.from("hook@user:p:ss").toString("base64")}`, url: "/hook" },
      ]);
      expect((error as Error).message).toBe("webhook answered HTTP 302");
      expect(failureKind(error, "send")).toBe("refusal");
    } finally {
      await server.close();
    }
  });
});
