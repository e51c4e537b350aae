/** A lead as the intake hands it to the store, and one stored with the attribution and date a test needs. */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type NewLead, storeLead } from "~/leads/intake/store.server";
import { type LeadAttribution, noAttribution } from "~/leads/shared/attribution";
import type { FormId } from "~/leads/shared/contract";

/** Ana's contact lead, unattributed, without files; `changes` replace its parts and join its fields. */
export function newLead({ fields, ...changes }: Partial<NewLead> = {}): NewLead {
  return {
    formId: "contact",
    attachments: [],
    clientIp: "203.0.113.7",
    userAgent: "vitest",
    captchaProvider: "altcha",
    attribution: noAttribution,
    ...changes,
    fields: {
      name: "Ana",
      email: "ana@example.com",
      contact: "+1 555 0100",
      message: "Hello",
      product: [],
      ...fields,
    },
  };
}

/** Stores a lead through the pipeline's own store, then dates it `at` (the store always says "now"). */
export async function storeLeadAt(
  database: Database,
  at: string,
  attribution: Partial<LeadAttribution> = {},
  form: FormId = "contact",
): Promise<string> {
  const id = await storeLead(
    newLead({ formId: form, attribution: { ...noAttribution, ...attribution } }),
    database,
  );
  await database.execute(sql`update lead_submissions set created_at = ${at}::timestamptz where id = ${id}`);
  return id;
}
