/** A stored lead with the attribution and date a test needs. */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type NewLead, storeLead } from "~/leads/intake/store.server";
import { type LeadAttribution, noAttribution } from "~/leads/shared/attribution";
import type { FormId } from "~/leads/shared/contract";

/** Stores a lead through the pipeline's own store, then dates it `at` (the store always says "now"). */
export async function storeLeadAt(
  database: Database,
  at: string,
  attribution: Partial<LeadAttribution> = {},
  form: FormId = "contact",
): Promise<string> {
  const lead: NewLead = {
    formId: form,
    variant: form === "contact" ? "contact-page" : "apply-and-demo",
    fields: { name: "Ana", email: "ana@example.com", contact: "+1 555 0100", message: "Hello", product: [] },
    attachments: [],
    clientIp: "203.0.113.7",
    userAgent: "vitest",
    captchaProvider: "altcha",
    attribution: { ...noAttribution, ...attribution },
    confirmation: false,
    mailDomain: "northpeak.example",
  };
  const id = await storeLead(lead, database);
  await database.execute(sql`update lead_submissions set created_at = ${at}::timestamptz where id = ${id}`);
  return id;
}
