import { count, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { mailOutbox } from "~/db/schema.server";

/**
 * Rows of the mail outbox per status in one grouped query, and the seconds since the oldest pending
 * row was written (database clock), null when none is pending.
 */
export async function outboxCounts(database: Database) {
  const rows = await database
    .select({
      status: mailOutbox.status,
      rows: count(),
      oldestAge: sql<number>`extract(epoch from (now() - min(${mailOutbox.createdAt})))::float8`,
    })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const counts = { pending: 0, sent: 0, failed: 0, oldestPendingAgeSeconds: null as number | null };
  for (const row of rows) {
    counts[row.status] = row.rows;
    if (row.status === "pending")
      counts.oldestPendingAgeSeconds = Math.max(0, Math.round(Number(row.oldestAge)));
  }
  return counts;
}
