/** Which outbox rows a stored lead queues, and the lead its webhook sends, on in-memory PGlite. */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "~/db/schema.server";
import { env } from "~/env.server";
import { storeLead } from "~/leads/intake/store.server";
import { knownAttribution } from "../../../tests/support/known-attribution";
import { memoryDatabase } from "../../../tests/support/memory-database";
import { minimalPdf } from "../../../tests/support/lead-fixtures";
import { newLead } from "../../../tests/support/stored-lead";
import { webhookLead } from "./webhook.server";

const database = memoryDatabase();

/** A lead from a campaign, naming a product. */
const campaignLead = (changes: Parameters<typeof newLead>[0] = {}) =>
  newLead({ attribution: knownAttribution, fields: { product: ["PRIZM Rates"] }, ...changes });
/** A site that sends confirmations and has a webhook. */
const asked = { ...env(), MAIL_CONFIRMATION: true, LEADS_WEBHOOK_URL: "https://hooks.example/lead" };

describe("lead webhook through the outbox", () => {
  it("queues a webhook row with the lead only when asked", async () => {
    const rowsOf = (id: string) =>
      database()
        .select({ kind: schema.mailOutbox.kind, status: schema.mailOutbox.status })
        .from(schema.mailOutbox)
        .where(eq(schema.mailOutbox.submissionId, id));
    const without = await rowsOf(await storeLead(campaignLead(), database()));
    expect(without.map((row) => row.kind)).toEqual(["lead"]);
    const all = await rowsOf(await storeLead(campaignLead(), database(), asked));
    expect(all.map((row) => row.kind).sort()).toEqual(["confirmation", "lead", "webhook"]);
    expect(all.every((row) => row.status === "pending")).toBe(true);
  });

  it("sends the stored lead's fields and its files' names, sizes and SHA-256, never the bytes or address", async () => {
    const pdf = minimalPdf();
    const id = await storeLead(
      campaignLead({ attachments: [{ originalName: "rfp.pdf", kind: "pdf", bytes: pdf }] }),
      database(),
    );
    const lead = await webhookLead(database(), id);
    expect(lead).toMatchObject({
      event: "lead.created",
      id,
      form: "contact",
      name: "Ana",
      email: "ana@example.com",
      product: ["PRIZM Rates"],
      attribution: knownAttribution,
      attachments: [
        {
          n: 1,
          name: "rfp.pdf",
          contentType: "application/pdf",
          size: pdf.byteLength,
          sha256: createHash("sha256").update(pdf).digest("hex"),
        },
      ],
    });
    expect(JSON.stringify(lead)).not.toMatch(/%PDF|203\.0\.113\.7|altcha|vitest/);
  });
});
