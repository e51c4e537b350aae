import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leadSubmissions } from "~/db/schema.server";

/** How many leads the database holds per form id: one grouped query over lead_submissions. */
export async function storedLeadsByForm(database: Database): Promise<Record<string, number>> {
  const rows = await database
    .select({ form: leadSubmissions.formId, count: sql<number>`count(*)::int` })
    .from(leadSubmissions)
    .groupBy(leadSubmissions.formId);
  return Object.fromEntries(rows.map((row) => [row.form, Number(row.count)]));
}
