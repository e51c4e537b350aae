/** The hostile corpus against a real server, SMTP sink and PGlite: status, no leak, exact storage, still healthy. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, listLeads } from "../support/lead-client";
import { type RunningServer, startServerWithFreshData, QUICK_CAPTCHA } from "../support/server-process";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { CONTACT_LIMIT_PER_HOUR, corpus } from "./corpus";
import { type Ctx, expectAnswer, LEADS_TO } from "./harness";
import { checkedFetch } from "../support/checked-fetch";

let smtp: SmtpSink;
let server: RunningServer;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServerWithFreshData("hostile", {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
    LEADS_TO,
    MAIL_FROM: "Northpeak Website <website@northpeak.example>",
    ADMIN_TOKEN,
    // One proxy in front: the right-most X-Forwarded-For entry is the client. Every case posts from
    // an address of its own, so a low limit only ever stops the rate-limit cases.
    TRUST_PROXY: "1",
    RATE_LIMIT_CONTACT_PER_HOUR: String(CONTACT_LIMIT_PER_HOUR),
    // Every post fetches its challenge from the test runner's own address.
    RATE_LIMIT_CAPTCHA_PER_MINUTE: "10000",
    ...QUICK_CAPTCHA,
  });
  // The development server compiles the lead pipeline and the pages on first use: pay that here,
  // not inside the first case's time limit.
  await checkedFetch(`${server.url}/api/contact`);
  await checkedFetch(`${server.url}/api/captcha`);
  await fetch(`${server.url}/Contact-us`);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

describe("hostile corpus", () => {
  it("names each case once", () => {
    expect(new Set(corpus.map((c) => c.name)).size).toBe(corpus.length);
  });

  corpus.forEach(({ name, send, verify, stores = 0, ...want }, index) => {
    it(name, async () => {
      const ctx: Ctx = { url: server.url, ip: `10.9.${index >> 8}.${index & 255}`, smtp };
      const before = await listLeads(server.url);
      const answer = await send(ctx);
      expectAnswer(answer, want);
      const after = await listLeads(server.url);
      const known = new Set(before.map((lead) => lead.id));
      const added = after.filter((lead) => !known.has(lead.id));
      expect(added, "leads stored by this case").toHaveLength(stores);
      expect(after).toHaveLength(before.length + stores);
      await verify?.(ctx, answer, added);
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status, "healthy afterwards").toBe(200);
      expect(server.child.exitCode, "server still running").toBeNull();
    });
  });
});
