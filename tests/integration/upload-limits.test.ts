/** Lead endpoint limits: over-budget uploads 503 unread, 10 s for headers; mail after intake (ADR 020). A
 * stalled body's 408 and nothing stored: openapi.test.ts and tests/hostile/intake-fairness.test.ts. */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, encodedLead, listLeads, postLead } from "../support/lead-client";
import { pdfOfSize } from "../support/lead-fixtures";
import { type Answer, holdUpload, rawConnection } from "../support/raw-http";
import { type FreshDataServer, startServerWithFreshData, QUICK_CAPTCHA } from "../support/server-process";

const MB = 1024 * 1024;

let server: FreshDataServer;
/** A connection whose request headers never end, opened first so its 10 s run beside the other tests. */
let headersStalled: { started: number; answer: Promise<Answer>; closedAt: Promise<number> };

beforeAll(async () => {
  server = await startServerWithFreshData("upload-limits", {
    ADMIN_TOKEN,
    ...QUICK_CAPTCHA,
    UPLOAD_CONCURRENCY: "2",
    UPLOAD_MEMORY_BUDGET_MB: "30",
  });
  const exchange = rawConnection(server.url);
  exchange.socket.write("POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\n"); // and no end of headers
  headersStalled = {
    started: Date.now(),
    answer: exchange.answer,
    closedAt: exchange.closed.then(() => Date.now()),
  };
}, 120_000);

afterAll(() => server?.stop());

/** A lead with a 2 MB attachment: its multipart body and content type, as a browser would send it. */
const leadBody = () => encodedLead(server.url, { files: [{ name: "rfp.pdf", bytes: pdfOfSize(2 * MB) }] });
const postSmallLead = () => postLead(server);

describe("upload limits", () => {
  it("refuses an upload beyond the concurrent uploads with 503 and Retry-After; nothing is stored", async () => {
    const before = (await listLeads(server.url)).length;
    const { bytes, contentType } = await leadBody();
    const holders = [
      holdUpload(server.url, bytes, contentType, bytes.length),
      holdUpload(server.url, bytes, contentType, bytes.length),
    ];
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const refused = await postSmallLead();
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("10");
      expect(refused.body).toEqual({
        message: "We are receiving many uploads right now. Please send the form again in a few seconds.",
      });
    } finally {
      for (const holder of holders) holder.release();
    }
    await Promise.all(holders.map((holder) => holder.closed));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await listLeads(server.url)).length).toBe(before);
    // Their places are given back: the next lead is read and stored.
    expect((await postSmallLead()).status).toBe(200);
    expect((await listLeads(server.url)).length).toBe(before + 1);
  });

  it("e-mails a stored lead only once no other lead is being taken in (intake before mail)", async () => {
    // Without SMTP_URL each e-mail is an .eml file in DATA_DIR/mail.
    const mails = async () => (await readdir(path.join(server.dataDir, "mail")).catch(() => [])).length;
    const stored = (await listLeads(server.url)).length;
    // The earlier tests' leads are all mailed first.
    await expect.poll(mails, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(stored);
    const before = await mails();
    const { bytes, contentType } = await leadBody();
    const holder = holdUpload(server.url, bytes, contentType, bytes.length);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await postSmallLead()).status).toBe(200);
      // The outbox is woken by the commit, but gives way to the upload still in progress (for up to
      // a second): without that, this lead's e-mail is written within a few milliseconds.
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await mails()).toBe(before);
    } finally {
      holder.release();
    }
    await expect.poll(mails, { timeout: 10_000, interval: 50 }).toBe(before + 1);
  });

  it("closes a connection whose request headers do not arrive within 10 s", async () => {
    const answer = await headersStalled.answer;
    const waited = (await headersStalled.closedAt) - headersStalled.started;
    expect([0, 408]).toContain(answer.status);
    expect(waited).toBeGreaterThanOrEqual(9_000);
    expect(waited).toBeLessThan(15_000);
  }, 30_000);
});
