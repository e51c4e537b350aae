/** Which outbox rows a stored lead queues, on in-memory PGlite. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "~/db/schema.server";
import { type NewLead, storeLead } from "~/leads/intake/store.server";
import { knownAttribution } from "~/leads/shared/attribution.test-support";
import { memoryDatabase } from "../../../tests/support/memory-database";

const database = memoryDatabase();

function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    formId: "contact",
    variant: "contact-page",
    fields: { name: "Priya Raman", email: "priya@example.com", product: ["PRIZM Rates"] },
    attachments: [],
    clientIp: "203.0.113.7",
    userAgent: "vitest",
    captchaProvider: "altcha",
    confirmation: false,
    webhook: true,
    mailDomain: "northpeak.test",
    attribution: knownAttribution,
    ...overrides,
  };
}

describe("lead webhook through the outbox", () => {
  it("queues a webhook row with the lead only when asked", async () => {
    const rowsOf = (id: string) =>
      database()
        .select({ kind: schema.mailOutbox.kind, status: schema.mailOutbox.status })
        .from(schema.mailOutbox)
        .where(eq(schema.mailOutbox.submissionId, id));
    const without = await rowsOf(await storeLead(newLead({ webhook: false }), database()));
    expect(without.map((row) => row.kind)).toEqual(["lead"]);
    const all = await rowsOf(await storeLead(newLead({ confirmation: true }), database()));
    expect(all.map((row) => row.kind).sort()).toEqual(["confirmation", "lead", "webhook"]);
    expect(all.every((row) => row.status === "pending")).toBe(true);
  });
});
