/**
 * Sliding-window rate limits of hits or bytes in the database (ADR 010, ADR 041), shared by all instances
 * and kept across restarts. One statement prunes, decides and appends, so concurrent hits cannot both
 * take the last place. Refused hits are not recorded: a client that waits out Retry-After gets through.
 */
import { type SQL, sql } from "drizzle-orm";
import { db, rowsOf } from "~/db/client.server";

export type RateDecision =
  | { allowed: true; remaining: number }
  | { allowed: false; retryAfterSeconds: number };

export type RateLimitRule = {
  /** What is limited ("contact", "lead-bytes"); each bucket counts apart. */
  bucket: string;
  /** Hits (or bytes) allowed per key within any window. */
  limit: number;
  windowMs: number;
};

type HitRow = { allowed: boolean; used: number; wait_ms: number | null };

/**
 * One hit as one statement. The upsert locks the key's row, so hits on a key are decided in turn even
 * across connections; its WHERE refuses a hit that does not fit, and the SELECT after UNION ALL gives
 * the wait until enough old hits have left the window for it to fit. A hit stored without its cost
 * counts 1.
 */
function hitStatement(rule: RateLimitRule, key: string, cost: number, now: number): SQL {
  const since = now - rule.windowMs;
  const entries = sql`unnest(stored.hits, stored.amounts) with ordinality as entry(hit_at, cost, n)`;
  const kept = sql`from ${entries} where entry.hit_at > ${since}::bigint`;
  const keptHits = sql`array(select entry.hit_at ${kept} order by entry.n)`;
  const keptCosts = sql`array(select coalesce(entry.cost, 1) ${kept} order by entry.n)`;
  const used = sql`(select coalesce(sum(coalesce(entry.cost, 1)), 0) ${kept})`;
  return sql`
    with allowed as (
      insert into rate_limit_hits as stored (bucket, key, hits, amounts, expires_at)
      values (${rule.bucket}, ${key}, array[${now}::bigint], array[${cost}::bigint],
        to_timestamp(${now + rule.windowMs}::float8 / 1000))
      on conflict (bucket, key) do update
        set hits = ${keptHits} || ${now}::bigint, amounts = ${keptCosts} || ${cost}::bigint,
          expires_at = excluded.expires_at
        where ${used} + ${cost}::bigint <= ${rule.limit}::bigint
      -- Read from the row as written: the window's use, this hit included.
      returning ${used} as used
    )
    select true as allowed, used::float8 as used, 0::float8 as wait_ms from allowed
    union all
    select false, 0,
      (select min(room.hit_at) from (
        select entry.hit_at, coalesce(sum(coalesce(entry.cost, 1)) over (
          order by entry.hit_at desc, entry.n desc rows between unbounded preceding and 1 preceding), 0) as newer
        ${kept}
      ) as room where room.newer + ${cost}::bigint <= ${rule.limit}::bigint)::float8
        + ${rule.windowMs}::float8 - ${now}::float8
    from rate_limit_hits as stored
    where stored.bucket = ${rule.bucket} and stored.key = ${key} and not exists (select from allowed)`;
}

export class DatabaseRateLimiter {
  constructor(
    private readonly rule: RateLimitRule,
    // Raw SQL is all it needs of a database (drizzle over PGlite or node-postgres).
    private readonly database: () => Promise<{ execute(query: SQL): PromiseLike<unknown> }>,
  ) {}

  /**
   * Records the hit when its cost fits, else says how long until it would; a cost over the whole limit
   * is refused for a window. Rejects when the database cannot be reached (the caller sends 503).
   */
  async hit(key: string, cost = 1): Promise<RateDecision> {
    if (cost > this.rule.limit)
      return { allowed: false, retryAfterSeconds: Math.ceil(this.rule.windowMs / 1000) };
    const database = await this.database();
    const now = Math.floor(Date.now());
    const [row] = rowsOf<HitRow>(await database.execute(hitStatement(this.rule, key, cost, now)));
    if (row?.allowed) return { allowed: true, remaining: this.rule.limit - Number(row.used) };
    // No row: a concurrent first hit on the key committed after this statement's snapshot.
    const waitMs = row?.wait_ms ?? this.rule.windowMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  /**
   * Takes back the key's newest hit, for limits that count only failures: each attempt is counted
   * before it is tried, so concurrent attempts cannot all slip through, and a success is refunded.
   */
  async refund(key: string): Promise<void> {
    const database = await this.database();
    await database.execute(sql`
      update rate_limit_hits
      set hits = hits[1:cardinality(hits) - 1], amounts = amounts[1:cardinality(hits) - 1]
      where bucket = ${this.rule.bucket} and key = ${key} and cardinality(hits) > 0`);
  }
}

export const HOUR_MS = 60 * 60 * 1000;

/** One hit of a limit in the site's database; rejects when it is unreachable. */
export const hitLimit = (bucket: string, limit: number, windowMs: number, key: string, cost?: number) =>
  new DatabaseRateLimiter({ bucket, limit, windowMs }, db).hit(key, cost);
