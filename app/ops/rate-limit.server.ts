/**
 * Sliding-window rate limits in the database (ADR 010), shared by all instances and kept across
 * restarts. One statement prunes, decides and appends, so concurrent hits cannot both take the last
 * place. Refused hits are not recorded, so a client that waits out Retry-After gets through.
 */
import { type SQL, sql } from "drizzle-orm";
import { rowsOf } from "~/db/client.server";

export type RateDecision =
  | { allowed: true; remaining: number }
  | { allowed: false; retryAfterSeconds: number };

export type RateLimitRule = {
  /** What is limited ("contact", "captcha"); each bucket counts apart. */
  bucket: string;
  /** Hits allowed per key within any window. */
  limit: number;
  windowMs: number;
};

/** What the limiter needs of a database: raw SQL (drizzle over PGlite or node-postgres). */
export type SqlExecutor = { execute(query: SQL): PromiseLike<unknown> };

type HitRow = { allowed: boolean; used: number; wait_ms: number | null };

/**
 * One hit as one statement. The upsert locks the key's row, so hits on a key are decided in turn even
 * across connections; its WHERE refuses a full window, and the SELECT after UNION ALL gives the wait.
 */
function hitStatement(rule: RateLimitRule, key: string, now: number): SQL {
  const since = now - rule.windowMs;
  const keptHits = sql`array(select t from unnest(stored.hits) as t where t > ${since}::bigint)`;
  return sql`
    with allowed as (
      insert into rate_limit_hits as stored (bucket, key, hits, expires_at)
      values (${rule.bucket}, ${key}, array[${now}::bigint], to_timestamp(${now + rule.windowMs}::float8 / 1000))
      on conflict (bucket, key) do update
        set hits = ${keptHits} || ${now}::bigint, expires_at = excluded.expires_at
        where cardinality(${keptHits}) < ${rule.limit}::integer
      returning cardinality(stored.hits) as used
    )
    select true as allowed, used, 0::float8 as wait_ms from allowed
    union all
    select false, 0,
      (select min(t) from unnest(${keptHits}) as t)::float8
        + ${rule.windowMs}::float8 - ${now}::float8
    from rate_limit_hits as stored
    where stored.bucket = ${rule.bucket} and stored.key = ${key} and not exists (select from allowed)`;
}

export class DatabaseRateLimiter {
  constructor(
    private readonly rule: RateLimitRule,
    private readonly database: () => Promise<SqlExecutor>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records the hit when allowed. Rejects when the database cannot be reached (the caller sends 503). */
  async hit(key: string): Promise<RateDecision> {
    const database = await this.database();
    const now = Math.floor(this.now());
    const [row] = rowsOf<HitRow>(await database.execute(hitStatement(this.rule, key, now)));
    if (row?.allowed) return { allowed: true, remaining: this.rule.limit - row.used };
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
      update rate_limit_hits set hits = hits[1:cardinality(hits) - 1]
      where bucket = ${this.rule.bucket} and key = ${key} and cardinality(hits) > 0`);
  }
}

/** Deletes rows whose newest hit has left its window; the hourly retention job calls it. */
export async function deleteExpiredRateLimits(database: SqlExecutor): Promise<number> {
  const result = await database.execute(
    sql`delete from rate_limit_hits where expires_at < now() returning bucket`,
  );
  return rowsOf(result).length;
}
