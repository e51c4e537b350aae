import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { memoryDatabase } from "../../../tests/support/memory-database";
import * as schema from "~/db/schema.server";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { freePort } from "../../../tests/support/server-process";
import { startSmtpSink } from "../../../tests/support/smtp-sink";
import { storeLead } from "~/leads/intake/store.server";
import { newLead } from "../../../tests/support/stored-lead";
import { claimDue, runOutboxRound } from "./outbox.server";
import { smtpTransport } from "./transport.server";

// The committed migrations on an in-memory PGlite, and a real SMTP server on 127.0.0.1.
const openDatabase = memoryDatabase();
let database: Database;
beforeAll(() => {
  database = openDatabase();
});

/** A contact lead, stored as the intake stores it, its notification queued. */
const queuedLead = () => storeLead(newLead(), database);

const config = { MAIL_FROM: "website@northpeak.example", LEADS_TO: "sales@northpeak.example" };
/** Retries soon, so a round that fails is tried again within a test. */
const quickRetries = { ...config, MAIL_RETRY_MIN_MS: 100, MAIL_RETRY_MAX_MS: 100, MAIL_MAX_ATTEMPTS: 3 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("outbox leases", () => {
  it("gives a dead worker's claim back once its lease has run out", async () => {
    const id = await queuedLead();
    const first = await claimDue(database, 10, 300);
    expect(first.map((row) => row.submissionId)).toContain(id);
    // That worker is gone without a word (kill -9): nobody may take the row during the lease...
    expect((await claimDue(database, 10, 300)).map((row) => row.submissionId)).not.toContain(id);
    // ...and anybody may once it is over.
    await sleep(400);
    expect((await claimDue(database, 10, 300)).map((row) => row.submissionId)).toContain(id);
  });

  it("renews the claims of a live worker while it sends, so no one else sends the same row", async () => {
    await database.delete(schema.mailOutbox);
    const smtp = await startSmtpSink();
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`);
    const slow = {
      ...transport,
      send: async (message: Parameters<typeof transport.send>[0]) => {
        await sleep(600); // each message takes most of the lease below
        await transport.send(message);
      },
    };
    try {
      for (let i = 0; i < 3; i++) await queuedLead();
      const round = runOutboxRound(database, slow, quickRetries, { limit: 10, leaseMs: 1000 });
      await sleep(1500); // past the first lease of the rows still waiting in that round
      const stolen = await claimDue(database, 10, 1000);
      expect(stolen).toEqual([]);
      await round;
      expect(smtp.messages).toHaveLength(3);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});

describe("refusals and outages", () => {
  const policy = { ...config, MAIL_RETRY_MIN_MS: 10, MAIL_RETRY_MAX_MS: 10, MAIL_MAX_ATTEMPTS: 2 };
  const statusOf = async (id: string) => {
    const [row] = await database
      .select({
        status: schema.mailOutbox.status,
        attempts: schema.mailOutbox.attempts,
        refusals: schema.mailOutbox.refusals,
      })
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.submissionId, id));
    return row;
  };
  const rounds = async (transport: ReturnType<typeof smtpTransport>, n: number) => {
    for (let i = 0; i < n; i++) {
      await runOutboxRound(database, transport, policy);
      await sleep(30);
    }
  };

  it("keeps a lead's mail pending through an outage, however many attempts it takes", async () => {
    await database.delete(schema.mailOutbox);
    const id = await queuedLead();
    const nobody = smtpTransport(`smtp://127.0.0.1:${await freePort()}/?ignoreTLS=true`);
    try {
      await rounds(nobody, 4);
    } finally {
      nobody.close();
    }
    expect(await statusOf(id)).toMatchObject({ status: "pending", refusals: 0 });
    expect((await statusOf(id))?.attempts).toBeGreaterThanOrEqual(4);
  });

  it("fails it after MAIL_MAX_ATTEMPTS refusals by the mail server", async () => {
    await database.delete(schema.mailOutbox);
    const id = await queuedLead();
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 550 }));
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => refusing.listen(port, "127.0.0.1", resolve));
    const transport = smtpTransport(`smtp://127.0.0.1:${port}/?ignoreTLS=true`);
    try {
      await rounds(transport, 3);
    } finally {
      transport.close();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
    expect(await statusOf(id)).toMatchObject({ status: "failed", refusals: 2 });
  });
});
