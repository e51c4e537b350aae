/** One client holds at most its share of the upload budget, and a body slower than the pace is cut off. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadAnswers } from "../../app/site/api-answers.server";
import { ADMIN_TOKEN, encodedLead, listLeads, postLead, validContact } from "../support/lead-client";
import { pdfOfSize } from "../support/lead-fixtures";
import { holdUpload } from "../support/raw-http";
import { type RunningServer, startServerWithFreshData, QUICK_CAPTCHA } from "../support/server-process";

const MB = 1024 * 1024;
const GRACE_MS = 6000;
const HOG = "203.0.113.66";

let server: RunningServer;

beforeAll(async () => {
  server = await startServerWithFreshData("intake-fairness", {
    ADMIN_TOKEN,
    TRUST_PROXY: "loopback",
    ...QUICK_CAPTCHA,
    RATE_LIMIT_CONTACT_PER_HOUR: "1000",
    // The process-wide budget as shipped (8 uploads, 64 MB) and the idle timeout far away: what
    // ends a trickle here is the pace alone.
    UPLOAD_IDLE_TIMEOUT_MS: "60000",
    UPLOAD_RATE_GRACE_MS: String(GRACE_MS),
    UPLOAD_MIN_BYTES_PER_SECOND: "16384",
  });
}, 120_000);

afterAll(() => server?.stop());

const hogBody = () => encodedLead(server.url, { files: [{ name: "rfp.pdf", bytes: pdfOfSize(2 * MB) }] });

/** A visitor's ordinary lead with an attachment, from its own address. */
function visitorLead(ip: string, name: string) {
  return postLead(
    { url: server.url, ip },
    {
      fields: { name },
      files: [{ name: "brief.pdf", bytes: pdfOfSize(1 * MB) }],
    },
  );
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1] ?? 0);
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("intake fairness", () => {
  it("one address trickling eight uploads holds two places; another address's lead is stored, never 503", async () => {
    const { bytes, contentType } = await hogBody();
    // A byte every 250 ms: each read resets the idle timer, so only the pace can end them.
    const hogs = Array.from({ length: 8 }, () =>
      holdUpload(server.url, bytes, contentType, bytes.length, {
        step: 1,
        everyMs: 250,
        headers: { "X-Forwarded-For": HOG },
      }),
    );
    try {
      await settle(600);
      // While it holds its two places, two other visitors get in, each with an attachment.
      const [first, second] = await Promise.all([
        visitorLead("198.51.100.20", "Fair Visitor One"),
        visitorLead("198.51.100.21", "Fair Visitor Two"),
      ]);
      // The hog's two places were still held then: two of its uploads had no answer yet.
      expect(hogs.filter((hog) => hog.received() === "")).toHaveLength(2);
      expect([first.status, second.status]).toEqual([200, 200]);
      const names = (await listLeads(server.url)).map((lead) => lead.name);
      expect(names).toEqual(expect.arrayContaining(["Fair Visitor One", "Fair Visitor Two"]));

      // Beyond its share the address is told at once to wait for its own uploads.
      const refusedAtOnce = hogs.filter((hog) => statusOf(hog.received()) === 429);
      expect(refusedAtOnce).toHaveLength(6);
      for (const hog of refusedAtOnce) {
        expect(hog.received()).toMatch(/\r\nretry-after: 10\r\n/i);
        expect(hog.received()).toContain(leadAnswers.uploadsOverShare);
      }

      // The two it holds fall behind the pace after the grace: 408, closed, their places given back.
      const held = hogs.filter((hog) => !refusedAtOnce.includes(hog));
      const cutOff = await Promise.all(held.map((hog) => hog.answer));
      expect(cutOff.map((answer) => answer.status)).toEqual([408, 408]);
      // Cut off for their pace, not by the idle timeout (a minute, and every byte resets it).
      for (const answer of cutOff) expect(answer.text).toContain(leadAnswers.uploadTooSlow);
    } finally {
      for (const hog of hogs) hog.release();
    }
    // Nothing of the hog's was stored, and the address itself may send a lead again at once.
    expect((await visitorLead(HOG, "Hog Turned Visitor")).status).toBe(200);
    const stored = (await listLeads(server.url)).map((lead) => lead.name);
    expect(stored.filter((name) => name === validContact.name)).toHaveLength(0);
  }, 60_000);

  it("one address declaring large bodies holds at most its share of the bytes; another address gets in", async () => {
    const { bytes, contentType } = await hogBody();
    // 25 + 25 + 14 MB would fill the 64 MB budget by declaration alone.
    const hogs = [25 * MB, 25 * MB, 14 * MB].map((declared) =>
      holdUpload(server.url, bytes, contentType, declared, {
        step: 16 * 1024,
        everyMs: 250,
        headers: { "X-Forwarded-For": HOG },
      }),
    );
    try {
      await settle(600);
      const visitor = await visitorLead("198.51.100.30", "Fair Visitor Three");
      expect(visitor.status).toBe(200);
      const names = (await listLeads(server.url)).map((lead) => lead.name);
      expect(names).toContain("Fair Visitor Three");
      // Whichever of the three came first holds its place (no answer yet); the other two are refused.
      expect(hogs.map((hog) => statusOf(hog.received())).sort()).toEqual([0, 429, 429]);
    } finally {
      for (const hog of hogs) hog.release();
    }
  }, 60_000);
});
