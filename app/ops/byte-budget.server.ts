/**
 * Byte budgets kept in the rate-limit store (ADR 010): the same rows, keys and cleanup, but each
 * allowed hit also records the bytes it spent (`amounts`, beside its time in `hits`), and a spend is
 * allowed while the bytes still inside the window, plus its own, stay within the budget. One
 * statement decides and appends, so concurrent spends on any instance cannot both take the last bytes.
 * Refused spends are not recorded: a client that waits as long as Retry-After says gets through.
 */
import { type SQL, sql } from "drizzle-orm";
import { rowsOf } from "~/db/client.server";
import type { RateDecision, SqlExecutor } from "./rate-limit.server";

export type ByteBudgetRule = {
  /** What is budgeted ("lead-bytes"); each bucket counts apart from the others and from the counts. */
  bucket: string;
  /** Bytes allowed per key within any window. */
  maxBytes: number;
  windowMs: number;
};

type SpendRow = { allowed: boolean; used: number; wait_ms: number | null };

/**
 * One spend as one statement, shaped as the rate limit's hit (the upsert locks the key's row). For a
 * refusal, the wait is until the oldest entries have left the window and what stays, plus this spend,
 * fits: the oldest entry whose newer entries alone leave room.
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
   * Spends `bytes` when they fit, else says how long until they would. A spend larger than the whole
   * budget never fits: it is refused for a whole window. Rejects when the database cannot be reached.
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
