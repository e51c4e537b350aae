import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leadSubmissions } from "~/db/schema.server";

/** How many leads the database holds per form id, of all or those `where` matches: one grouped query. */
export async function storedLeadsByForm(database: Database, where?: SQL): Promise<Record<string, number>> {
  const rows = await database
    .select({ form: leadSubmissions.formId, count: sql<number>`count(*)::int` })
    .from(leadSubmissions)
    .where(where)
    .groupBy(leadSubmissions.formId);
  return Object.fromEntries(rows.map((row) => [row.form, Number(row.count)]));
}
