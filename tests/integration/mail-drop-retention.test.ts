/** LEADS_RETENTION_DAYS also deletes the mail drop's .eml files with their lead. */
import { mkdtemp, readdir, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, postLead, validContact } from "../support/lead-client";
import { pdfOfSize } from "../support/lead-fixtures";
import { QUICK_CAPTCHA, type RunningServer, startServer } from "../support/server-process";

const DAY_MS = 24 * 60 * 60 * 1000;
let server: RunningServer | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const messagesIn = async (dir: string) =>
  (await readdir(dir).catch(() => [])).filter((n) => n.endsWith(".eml"));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("retention of the mail drop", () => {
  it("deletes .eml messages older than LEADS_RETENTION_DAYS and keeps younger ones", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "northpeak-mail-retention-"));
    const mailDir = path.join(dataDir, "mail");
    const settings = { DATA_DIR: dataDir, ADMIN_TOKEN, ...QUICK_CAPTCHA };
    server = await startServer(settings);
    const lead = {
      form: "contact",
      fields: validContact,
      files: [{ name: "rfp.pdf", bytes: pdfOfSize(4096) }],
    };
    expect((await postLead(server.url, lead)).status).toBe(200);
    const [old] = await until(
      () => messagesIn(mailDir),
      (names) => names.length === 1,
    );
    expect(old).toBeDefined();
    expect((await postLead(server.url, lead)).status).toBe(200);
    const both = await until(
      () => messagesIn(mailDir),
      (names) => names.length === 2,
    );
    expect(both).toHaveLength(2);
    await server.stop();
    server = undefined;

    const longAgo = new Date(Date.now() - 3 * DAY_MS);
    await utimes(path.join(mailDir, old!), longAgo, longAgo);
    // The retention job runs as the server starts.
    server = await startServer({ ...settings, LEADS_RETENTION_DAYS: "2" });
    const left = await until(
      () => messagesIn(mailDir),
      (names) => names.length === 1,
    );
    expect(left).toEqual(both.filter((name) => name !== old));
  }, 120_000);
});
