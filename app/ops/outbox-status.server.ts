import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "~/db/client.server";
import { mailOutbox } from "~/db/schema.server";
import type { OutboxStatus } from "~/db/schema.server";

/** Rows of the mail outbox per status, and how long the oldest pending one has waited. */
export type OutboxCounts = {
  pending: number;
  sent: number;
  failed: number;
  /** Seconds since the oldest pending row was written (database clock), or null when none is pending. */
  oldestPendingAgeSeconds: number | null;
};

type Row = { status: OutboxStatus; n: number | string; oldest_age: number | string | null };

/** One read-only grouped query over mail_outbox. */
export async function outboxCounts(database: Database): Promise<OutboxCounts> {
  const result = await database.execute(sql`
    select ${mailOutbox.status} as status, count(*)::int as n,
      extract(epoch from (now() - min(${mailOutbox.createdAt})))::float8 as oldest_age
    from ${mailOutbox} group by ${mailOutbox.status}`);
  const counts: OutboxCounts = { pending: 0, sent: 0, failed: 0, oldestPendingAgeSeconds: null };
  for (const row of rowsOf<Row>(result)) {
    counts[row.status] = Number(row.n);
    if (row.status === "pending" && row.oldest_age !== null)
      counts.oldestPendingAgeSeconds = Math.max(0, Math.round(Number(row.oldest_age)));
  }
  return counts;
}
