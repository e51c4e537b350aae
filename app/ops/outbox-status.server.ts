import { count, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { mailOutbox } from "~/db/schema.server";

/** Rows of the mail outbox per status, and how long the oldest pending one has waited. */
export type OutboxCounts = {
  pending: number;
  sent: number;
  failed: number;
  /** Seconds since the oldest pending row was written (database clock), or null when none is pending. */
  oldestPendingAgeSeconds: number | null;
};

/** One read-only grouped query over mail_outbox. */
export async function outboxCounts(database: Database): Promise<OutboxCounts> {
  const rows = await database
    .select({
      status: mailOutbox.status,
      rows: count(),
      oldestAge: sql<number>`extract(epoch from (now() - min(${mailOutbox.createdAt})))::float8`,
    })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const counts: OutboxCounts = { pending: 0, sent: 0, failed: 0, oldestPendingAgeSeconds: null };
  for (const row of rows) {
    counts[row.status] = row.rows;
    if (row.status === "pending")
      counts.oldestPendingAgeSeconds = Math.max(0, Math.round(Number(row.oldestAge)));
  }
  return counts;
}
