/** The lead pipeline end to end on the real server, SMTP and PGlite (PostgreSQL too when DATABASE_URL is set). */
import { request as httpRequest } from "node:http";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { minimalDocx, minimalPdf, pdfOfSize } from "../support/lead-fixtures";
import { ADMIN_TOKEN, encodedLead, listLeads, postLead, validContact } from "../support/lead-client";
import { exitOf, type RunningServer, startServer, QUICK_CAPTCHA } from "../support/server-process";
import { type SmtpSink, startSmtpSink, unfolded } from "../support/smtp-sink";
import { noScriptQuestionIn } from "../support/no-script-question";
import { noAttribution } from "../../app/leads/shared/attribution";
import { ATTACHMENT_CHUNK_BYTES } from "../../app/db/attachment-bytes.server";
import { checkedFetch } from "../support/checked-fetch";

const MB = 1024 * 1024;
const SUCCESS_A = "Message sent successfully! We'll get back to you soon.";
const LEADS_TO = "sales-desk@northpeak.example";

const postgresUrl = process.env.DATABASE_URL;
if (!postgresUrl) {
  console.info("lead pipeline on PostgreSQL: skipped (set DATABASE_URL, as .ci/run does, to run it)");
}

let ipCounter = 0;
/** A fresh client address per test (the server trusts X-Forwarded-For here), so rate limits don't collide. */
const nextIp = () => `203.0.113.${++ipCounter}`;
/** The no-script answers per address and hour once the server restarts for the rate-limit tests. */
const NO_SCRIPT_LIMIT = 3;

async function runSql(databaseUrl: string, statements: string[]): Promise<void> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

async function runPglite(dataDir: string, statements: string[]): Promise<void> {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dataDir, "db"));
  try {
    for (const statement of statements) await db.exec(statement);
  } finally {
    await db.close();
  }
}

function leadSuite(label: string, databaseUrl: string | undefined) {
  const skip = label === "PostgreSQL" ? !databaseUrl : Boolean(process.env.LEADS_ONLY_POSTGRES);
  describe.skipIf(skip)(`lead pipeline on ${label}`, () => {
    let smtp: SmtpSink;
    let server: RunningServer;
    let dataDir: string;
    let serverEnv: Record<string, string>;

    const start = async (extra: Record<string, string> = {}) => {
      server = await startServer({ ...serverEnv, ...extra });
      return server;
    };
    /** The server, posted to from a fresh client address. */
    const freshClient = () => ({ url: server.url, ip: nextIp() });
    /** A staff download of a stored lead's file. */
    const staffGet = (url = "") =>
      checkedFetch(`${server.url}${url}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    /** A post refused for its fields (no captcha to solve), which still counts against the contact limit. */
    const refusedPost = (url: string, ip: string) =>
      postLead({ url, ip }, { fields: { name: "" }, captcha: null });

    beforeAll(async () => {
      smtp = await startSmtpSink();
      dataDir = await mkdtemp(path.join(tmpdir(), "northpeak-leads-"));
      if (databaseUrl) {
        await runSql(databaseUrl, [
          "drop schema if exists public cascade",
          "create schema public",
          "drop schema if exists drizzle cascade",
        ]);
      }
      serverEnv = {
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
        LEADS_TO,
        MAIL_FROM: "Northpeak Website <website@northpeak.example>",
        ADMIN_TOKEN,
        // One nginx in front: the right-most X-Forwarded-For entry is the client (docs/configuration.md, "Behind a proxy").
        TRUST_PROXY: "1",
        ...QUICK_CAPTCHA,
        MAIL_RETRY_MIN_MS: "100",
        MAIL_RETRY_MAX_MS: "400",
        RATE_LIMIT_CONTACT_PER_HOUR: "4",
        // Every post fetches a challenge from the test's own address; the captcha limit has its own tests.
        RATE_LIMIT_CAPTCHA_PER_MINUTE: "10000",
      };
      await start();
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      await smtp?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it("stores a contact lead with its files once and e-mails it once, attachments included", async () => {
      // Larger than two storage pieces: stored, downloaded and mailed back byte for byte.
      const pdf = pdfOfSize(ATTACHMENT_CHUNK_BYTES * 2 + 1000);
      const docx = minimalDocx("Scope of work");
      const before = smtp.messages.length;
      const result = await postLead(freshClient(), {
        product: ["PRIZM Rates", "Data & Technology"],
        files: [
          { name: "layout.pdf", bytes: pdf },
          { name: "../../scope of work.docx", bytes: docx },
        ],
      });
      expect(result).toMatchObject({ status: 200, body: { message: SUCCESS_A } });

      const leads = (await listLeads(server.url)).filter((lead) => lead.email === validContact.email);
      expect(leads).toHaveLength(1);
      const [lead] = leads;
      expect(lead).toMatchObject({
        form: "contact",
        name: "Priya Raman",
        product: ["PRIZM Rates", "Data & Technology"],
      });
      expect(lead?.attachments.map((a) => [a.n, a.name, a.size])).toEqual([
        [1, "layout.pdf", pdf.length],
        [2, "scope of work.docx", docx.length],
      ]);
      expect(lead?.attachments[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(lead?.attachments[0]?.storedName).toBe(`${lead?.id}-1.pdf`);

      const download = await staffGet(lead?.attachments[1]?.url);
      expect(download.status).toBe(200);
      expect(download.headers.get("content-disposition")).toContain("attachment;");
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(docx);
      const bigDownload = await staffGet(lead?.attachments[0]?.url);
      expect(Buffer.from(await bigDownload.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);

      // The lead's notification (its Message-ID names the lead), and no other e-mail of it.
      const mail = await smtp.mailWith(`<lead.${lead?.id}@`);
      await new Promise((r) => setTimeout(r, 500)); // a second e-mail would have arrived by now
      expect(smtp.messages.slice(before).filter((m) => m.raw.includes(validContact.email))).toEqual([mail]);
      expect(mail.to).toEqual([LEADS_TO]);
      const raw = mail.raw;
      expect(raw).toMatch(/^Reply-To: priya\.raman@clinic-partners\.example/m);
      expect(raw).toMatch(/filename="?layout\.pdf"?/);
      expect(raw).toMatch(/filename="?scope of work\.docx"?/);
      expect(unfolded(raw)).toContain(Buffer.from(pdf).toString("base64"));
      expect(unfolded(raw)).toContain(Buffer.from(docx).toString("base64"));
      const leadsAfter = await listLeads(server.url);
      expect(leadsAfter.find((l) => l.id === lead?.id)?.mail).toBe("sent");
      // The staff export of a stored lead: tests/hostile/corpus.ts; its columns: lead-export.server.test.ts.
    });

    it("keeps where a lead came from: the first touch sent, the form's page; without JavaScript the posted-to page and Referer origin, and the opening the page names", async () => {
      const origin = server.url;
      const withScript = await postLead(freshClient(), {
        fields: {
          email: "attributed.lead@example.com",
          attribution: JSON.stringify({
            landing_page: "/PRIZM",
            referrer: "https://mail.example",
            utm_source: "newsletter",
            // Read by the same rules as the other values (attribution.test.ts): the unknown id is dropped.
            click_ids: ["gclid", "not-a-click-id"],
          }),
          page: "/Contact-us",
        },
        // 127.0.0.1 while PUBLIC_URL names localhost: one site (same-origin.server.test.ts, loopback).
        headers: { Origin: origin, Referer: `${origin}/Contact-us` },
      });
      expect(withScript.status).toBe(200);

      const noScript = await postLead(freshClient(), {
        path: "/careers/internship?form=internship",
        form: "internship",
        fields: {
          email: "no.script.attributed@example.com",
          contact: "7815550142",
          cvUpload: "Yes",
          // The hidden field of an opening's page (LeadForm.test.tsx), here without JavaScript.
          opening: "internship-2026",
        },
        files: [{ field: "cv", name: "cv.pdf", bytes: minimalPdf("CV") }],
        headers: { Referer: `${origin}/careers/internship` },
      });
      expect(noScript.status, noScript.text).toBe(200);

      const leads = await listLeads(server.url);
      const attributionOf = (email: string) => leads.find((lead) => lead.email === email)?.attribution;
      expect(attributionOf("attributed.lead@example.com")).toEqual({
        ...noAttribution,
        landingPage: "/PRIZM",
        formPage: "/Contact-us",
        referrerOrigin: "https://mail.example",
        utmSource: "newsletter",
        clickIds: ["gclid"],
      });
      expect(attributionOf("no.script.attributed@example.com")).toEqual({
        ...noAttribution,
        formPage: "/careers/internship",
        referrerOrigin: new URL(origin).origin,
      });
      expect(leads.find((lead) => lead.email === "no.script.attributed@example.com")?.opening).toBe(
        "internship-2026",
      );
    });

    it("stores a submission sent again under its id once, answering both as taken; refuses a malformed id and stores nothing", async () => {
      const email = "sent.twice@example.com";
      const submission_id = "0b5c2e1d-7f4a-4c3b-9a2e-5d6f7a8b9c0d";
      const first = await postLead(freshClient(), { fields: { email, submission_id } });
      expect(first.status).toBe(200);
      const count = (await listLeads(server.url)).length;
      // The form's retry: the same body, its captcha already used by the first.
      const again = await postLead(freshClient(), {
        fields: { email, submission_id },
        captcha: first.captcha,
      });
      expect(again.status).toBe(200);
      expect(again.body.message).toBe(first.body.message);
      // An API client's retry with a new captcha meets the stored id in the store itself: taken too.
      const renewed = await postLead(freshClient(), { fields: { email, submission_id } });
      expect([renewed.status, renewed.body.message]).toEqual([200, first.body.message]);
      const stored = (await listLeads(server.url)).filter((lead) => lead.email === email);
      expect(stored.map((lead) => lead.id)).toEqual([submission_id]);

      // Which ids are malformed: contract.test.ts. Every other refusal stores nothing either
      // (tests/hostile/corpus.ts counts the leads of each).
      const refused = await postLead(freshClient(), {
        fields: { email: "malformed.id@example.com", submission_id: "not-a-uuid" },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("The form could not be read. Please reload the page and try again.");
      expect((await listLeads(server.url)).length).toBe(count);
    });

    it("takes the no-script question of the page instead of the captcha, once", async () => {
      // A fresh question per response: prerender.test.ts and production-http.test.ts.
      const email = "no.script@example.com";
      const { token, answer } = noScriptQuestionIn(await (await fetch(`${server.url}/Contact-us`)).text());
      const send = (captcha_token: string, captcha_answer: string) =>
        postLead(freshClient(), { fields: { email, captcha_token, captcha_answer }, captcha: null });
      const right = await send(token, answer);
      expect(right.status).toBe(200);
      const replayed = await send(token, answer);
      expect(replayed.status).toBe(400);
      expect(replayed.body.message).toBe(
        "This verification was already used. Please complete the reCAPTCHA again.",
      );
      expect((await listLeads(server.url)).filter((l) => l.email === email)).toHaveLength(1);
    });

    it.runIf(Boolean(databaseUrl))(
      "SKIP LOCKED: competing workers (two here plus the server's) send each outbox row exactly once",
      async () => {
        const { default: pg } = await import("pg");
        const { drizzle } = await import("drizzle-orm/node-postgres");
        const schema = await import("~/db/schema.server");
        const { claimDue, runOutboxRound } = await import("~/leads/outbox/outbox.server");
        const { smtpTransport } = await import("~/leads/outbox/transport.server");
        const pools = [0, 1].map(() => new pg.Pool({ connectionString: databaseUrl, max: 3 }));
        const [a, b] = pools.map((pool) => drizzle(pool, { schema })) as unknown as Parameters<
          typeof claimDue
        >[0][];
        const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`);
        try {
          // Row locks: rows locked by one transaction are invisible to another worker's claim.
          const locker = await pools[0]!.connect();
          const ids: string[] = [];
          for (let i = 0; i < 40; i++) ids.push(crypto.randomUUID());
          await locker.query("begin");
          for (const id of ids) {
            await locker.query(
              "insert into lead_submissions (id, form_id, variant, name, email, captcha_provider) values ($1, 'contact', 'contact-page', $2, $3, 'altcha')",
              [id, `Worker test ${id}`, `skip-locked+${id.slice(0, 8)}@example.com`],
            );
            await locker.query(
              "insert into mail_outbox (submission_id, kind, message_id) values ($1, 'lead', $2)",
              [id, `<lead.${id}@skip-locked.test>`],
            );
          }
          await locker.query("commit");
          await locker.query("begin");
          const held = await locker.query(
            "select id from mail_outbox where status = 'pending' and message_id like '%@skip-locked.test>' order by id limit 5 for update",
          );
          const claimed = await claimDue(b!, 50, 60_000);
          const heldIds = held.rows.map((row: { id: string }) => Number(row.id));
          expect(claimed.some((row) => heldIds.includes(row.id))).toBe(false);
          // Release the lock, then give the rows claimed above back (only those: nobody else holds them).
          await locker.query("commit");
          locker.release();
          await pools[1]!.query(
            "update mail_outbox set attempts = 0, next_attempt_at = now() where id = any($1)",
            [claimed.map((row) => row.id)],
          );

          const policy = { MAIL_RETRY_MIN_MS: 100, MAIL_RETRY_MAX_MS: 400, MAIL_MAX_ATTEMPTS: 5 };
          const config = { ...policy, MAIL_FROM: "website@northpeak.example", LEADS_TO };
          const work = async (database: typeof a) => {
            for (let i = 0; i < 100; i++) {
              const round = await runOutboxRound(database!, transport, config, { limit: 3 });
              if (round.claimed === 0) {
                const left = await pools[0]!.query(
                  "select count(*)::int as n from mail_outbox where status = 'pending' and message_id like '%@skip-locked.test>'",
                );
                if (left.rows[0].n === 0) return;
                await new Promise((r) => setTimeout(r, 50));
              }
            }
          };
          await Promise.all([work(a), work(b)]);
          const rows = await pools[0]!.query(
            "select status, count(*)::int as n from mail_outbox where message_id like '%@skip-locked.test>' group by status",
          );
          expect(rows.rows).toEqual([{ status: "sent", n: 40 }]);
          await new Promise((r) => setTimeout(r, 300));
          const ids40 = smtp.messages
            .map((m) => /^Message-ID: (<lead\.[^>]+@skip-locked\.test>)/im.exec(m.raw)?.[1])
            .filter(Boolean);
          expect(ids40).toHaveLength(40);
          expect(new Set(ids40).size).toBe(40);
        } finally {
          transport.close();
          await Promise.all(pools.map((pool) => pool.end()));
        }
      },
    );

    it("keeps a lead when SMTP is down and delivers it once SMTP is back", async () => {
      const port = smtp.port;
      await smtp.close();
      const email = "smtp.down@example.com";
      const result = await postLead(freshClient(), { fields: { email } });
      expect(result.status).toBe(200);
      const stored = (await listLeads(server.url)).find((l) => l.email === email);
      expect(stored?.mail).toBe("pending");
      await new Promise((r) => setTimeout(r, 600)); // a few failed attempts (retry from 100 ms)
      smtp = await startSmtpSink(port);
      // An earlier lead's mail may still be queued too and arrive first.
      const mailsFor = () => smtp.messages.filter((m) => m.raw.includes(email)).length;
      await vi.waitFor(() => expect(mailsFor()).toBe(1), { timeout: 20_000, interval: 100 });
    });

    it("a client that aborts mid-upload leaves nothing behind", async () => {
      const before = (await listLeads(server.url)).length;
      const controller = new AbortController();
      // The multipart body as bytes, sent half-way and then cut off: the server never sees its end,
      // however fast the machine is.
      const { bytes, contentType } = await encodedLead(server.url, {
        files: [{ name: "big.pdf", bytes: pdfOfSize(9 * MB) }],
      });
      const half = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(bytes.subarray(0, bytes.length >> 1));
          setTimeout(() => controller.abort(), 200);
        },
      });
      const pending = checkedFetch(`${server.url}/api/contact`, {
        method: "POST",
        body: half,
        headers: { "content-type": contentType },
        signal: controller.signal,
        duplex: "half",
      } as RequestInit);
      await pending.catch(() => {});
      await new Promise((r) => setTimeout(r, 300));
      expect((await listLeads(server.url)).length).toBe(before);
    });

    it("keeps no partial lead when the server is killed mid-upload, restarts cleanly with its contact limit kept, and then deletes leads older than LEADS_RETENTION_DAYS with their files", async () => {
      // The contact limit is kept in the database (ADR 010): spent before the crash, it holds after it.
      const limited = nextIp();
      for (let i = 0; i < 4; i++) expect((await refusedPost(server.url, limited)).status).toBe(400);
      const before = await listLeads(server.url);
      const old = before.find((l) => l.email === validContact.email && l.attachments.length === 2);
      expect(old).toBeDefined();
      const { bytes: body, contentType } = await encodedLead(server.url, {
        fields: { email: "killed@example.com" },
        files: [{ name: "big.pdf", bytes: pdfOfSize(8 * MB) }],
      });
      const { port } = new URL(server.url);
      const upload = httpRequest({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/contact",
        headers: { "Content-Type": contentType, "Content-Length": body.length },
      });
      upload.on("error", () => {});
      upload.write(body.subarray(0, 3 * MB));
      await new Promise((r) => setTimeout(r, 300));
      server.child.kill("SIGKILL");
      await exitOf(server.child);
      upload.destroy();

      const backdate = `update lead_submissions set created_at = now() - interval '400 days' where id = '${old?.id}'`;
      if (databaseUrl) await runSql(databaseUrl, [backdate]);
      else await runPglite(dataDir, [backdate]);
      // The no-script limit the PostgreSQL tests below check, set at this restart to save one.
      await start({ LEADS_RETENTION_DAYS: "365", RATE_LIMIT_NO_SCRIPT_PER_HOUR: String(NO_SCRIPT_LIMIT) });
      const overLimit = await refusedPost(server.url, limited);
      expect(overLimit.status).toBe(429);
      expect(Number(overLimit.headers.get("retry-after"))).toBeGreaterThan(3000); // an hour from the first post
      expect(overLimit.body.message).toMatch(/^Too many messages from your network/);

      let after = await listLeads(server.url);
      for (let i = 0; i < 50 && after.some((l) => l.id === old?.id); i++) {
        await new Promise((r) => setTimeout(r, 100));
        after = await listLeads(server.url);
      }
      expect(after.map((l) => l.id).sort()).toEqual(
        before
          .map((l) => l.id)
          .filter((id) => id !== old?.id)
          .sort(),
      );
      expect(after.some((l) => l.email === "killed@example.com")).toBe(false);
      expect((await staffGet(old?.attachments[0]?.url)).status).toBe(404);
      // Files live only in the database: nothing else appears in DATA_DIR (but the running server's
      // backup socket).
      const besides = (await readdir(dataDir)).filter(
        (name) => !["db", "mail", "backup.sock"].includes(name),
      );
      expect(besides).toEqual([]);
      // The restarted server still takes leads.
      const ok = await postLead(freshClient(), { fields: { email: "after.restart@example.com" } });
      expect(ok.status).toBe(200);
    });

    describe("rate limits kept in the database (ADR 010)", () => {
      // The contact limit across a restart: the test of a killed server above; one count shared by
      // limiters on one database: rate-limit.server.test.ts; the captcha limit: openapi.test.ts.
      describe.runIf(Boolean(databaseUrl))("between two instances on one PostgreSQL", () => {
        /** A second instance beside `server`, with the no-script limit `server` got at its restart. */
        let other: RunningServer;
        beforeAll(async () => {
          other = await startServer({ ...serverEnv, RATE_LIMIT_NO_SCRIPT_PER_HOUR: String(NO_SCRIPT_LIMIT) });
        }, 120_000);
        afterAll(async () => {
          await other?.stop();
        });

        it("uses a no-script question up on every instance and counts the no-script limit together", async () => {
          const email = "no.script.twice@example.com";
          const ip = nextIp();
          const send = (url: string, captcha_token: string, captcha_answer: string) =>
            postLead({ url, ip }, { fields: { email, captcha_token, captcha_answer }, captcha: null });
          // Asked by one instance, answered on the other (both sign with the database's secret),
          // then sent again to the first: used up there too.
          const { token, answer } = noScriptQuestionIn(await (await fetch(`${other.url}/Contact-us`)).text());
          expect((await send(server.url, token, answer)).status).toBe(200);
          const replayed = await send(other.url, token, answer);
          expect(replayed.body.message).toBe(
            "This verification was already used. Please complete the reCAPTCHA again.",
          );
          // Two answers used the address's allowance of three between the instances; one more is
          // allowed on either, then both refuse.
          expect((await send(server.url, "garbage", "7")).status).toBe(400);
          expect((await send(other.url, "garbage", "7")).status).toBe(429);
          expect((await send(server.url, "garbage", "7")).status).toBe(429);
          expect((await listLeads(server.url)).filter((lead) => lead.email === email)).toHaveLength(1);
        });
      });

      it.runIf(Boolean(databaseUrl))(
        "lets exactly the limit through when two connection pools hit one key at once",
        async () => {
          const { default: pg } = await import("pg");
          const { drizzle } = await import("drizzle-orm/node-postgres");
          const { DatabaseRateLimiter } = await import("~/ops/rate-limit.server");
          const pools = [0, 1].map(() => new pg.Pool({ connectionString: databaseUrl, max: 8 }));
          try {
            const rule = { bucket: "concurrency-test", limit: 7, windowMs: 60_000 };
            const limiters = pools.map((pool) => new DatabaseRateLimiter(rule, async () => drizzle(pool)));
            const key = `burst-${Date.now()}`;
            const decisions = await Promise.all(
              Array.from({ length: 60 }, (_, i) => limiters[i % 2]!.hit(key)),
            );
            expect(decisions.filter((decision) => decision.allowed)).toHaveLength(7);
          } finally {
            await Promise.all(pools.map((pool) => pool.end()));
          }
        },
      );
    });
  });
}

leadSuite("PGlite", undefined);
leadSuite("PostgreSQL", postgresUrl);
