/**
 * Byte budgets in the rate-limit table (ADR 010): each allowed spend records its bytes beside its time,
 * and one statement decides and appends, so concurrent spends cannot both take the last bytes.
 * Refused spends are not recorded, so a client that waits out Retry-After gets through.
 */
import { type SQL, sql } from "drizzle-orm";
import { rowsOf } from "~/db/client.server";
import type { RateDecision, SqlExecutor } from "./rate-limit.server";

export type ByteBudgetRule = {
  /** What is budgeted ("lead-bytes"); each bucket counts separately. */
  bucket: string;
  /** Bytes allowed per key within any window. */
  maxBytes: number;
  windowMs: number;
};

type SpendRow = { allowed: boolean; used: number; wait_ms: number | null };

/**
 * One spend as one statement, like the rate limit's hit (the upsert locks the key's row). A refusal
 * waits until enough old entries have left the window for this spend to fit.
 */
function spendStatement(rule: ByteBudgetRule, key: string, bytes: number, now: number): SQL {
  const since = now - rule.windowMs;
  const entries = sql`unnest(stored.hits, stored.amounts) with ordinality as entry(spent_at, spent, n)`;
  const keptHits = sql`array(select entry.spent_at from ${entries} where entry.spent_at > ${since}::bigint order by entry.n)`;
  const keptAmounts = sql`array(select entry.spent from ${entries} where entry.spent_at > ${since}::bigint order by entry.n)`;
  const keptBytes = sql`(select coalesce(sum(entry.spent), 0) from ${entries} where entry.spent_at > ${since}::bigint)`;
  return sql`
    with allowed as (
      insert into rate_limit_hits as stored (bucket, key, hits, amounts, expires_at)
      values (${rule.bucket}, ${key}, array[${now}::bigint], array[${bytes}::bigint],
        to_timestamp(${now + rule.windowMs}::float8 / 1000))
      on conflict (bucket, key) do update
        set hits = ${keptHits} || ${now}::bigint, amounts = ${keptAmounts} || ${bytes}::bigint,
          expires_at = excluded.expires_at
        where ${keptBytes} + ${bytes}::bigint <= ${rule.maxBytes}::bigint
      -- Read from the row as written: the bytes in the window, this spend included.
      returning ${keptBytes} as used
    )
    select true as allowed, used::float8 as used, 0::float8 as wait_ms from allowed
    union all
    select false, 0,
      (select min(room.spent_at) from (
        select entry.spent_at, coalesce(sum(entry.spent) over (
          order by entry.spent_at desc, entry.n desc rows between unbounded preceding and 1 preceding), 0) as newer
        from ${entries} where entry.spent_at > ${since}::bigint
      ) as room where room.newer + ${bytes}::bigint <= ${rule.maxBytes}::bigint)::float8
        + ${rule.windowMs}::float8 - ${now}::float8
    from rate_limit_hits as stored
    where stored.bucket = ${rule.bucket} and stored.key = ${key} and not exists (select from allowed)`;
}

export class DatabaseByteBudget {
  constructor(
    private readonly rule: ByteBudgetRule,
    private readonly database: () => Promise<SqlExecutor>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Spends `bytes` when they fit, else says how long until they would; a spend over the whole budget
   * is refused for a window. Rejects when the database cannot be reached.
   */
  async spend(key: string, bytes: number): Promise<RateDecision> {
    const windowSeconds = Math.ceil(this.rule.windowMs / 1000);
    if (bytes > this.rule.maxBytes) return { allowed: false, retryAfterSeconds: windowSeconds };
    const database = await this.database();
    const now = Math.floor(this.now());
    const [row] = rowsOf<SpendRow>(await database.execute(spendStatement(this.rule, key, bytes, now)));
    if (row?.allowed) return { allowed: true, remaining: this.rule.maxBytes - Number(row.used) };
    // No row: a concurrent first spend on the key committed after this statement's snapshot.
    const waitMs = row?.wait_ms ?? this.rule.windowMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
}
