/**
 * Rate limits kept in the database (ADR 010): every instance on one PostgreSQL counts together, and a
 * restart forgets nothing. The window slides exactly: a row per (bucket, key) holds the times of the
 * allowed hits still inside the window — never more than the limit — and one statement prunes,
 * decides and appends, so concurrent hits on any instance cannot both take the last place.
 * Refused hits are not recorded: a client that waits as long as Retry-After says gets through.
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
 * One hit as one statement. The upsert's DO UPDATE locks the key's row, so hits on the same key are
 * decided one after the other on the latest row even across connections; its WHERE refuses a full
 * window, and then the SELECT after UNION ALL reports how long until the oldest hit leaves it.
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

  /** Records the hit when allowed. Rejects when the database cannot be reached (the caller answers 503). */
  async hit(key: string): Promise<RateDecision> {
    const database = await this.database();
    const now = Math.floor(this.now());
    const [row] = rowsOf<HitRow>(await database.execute(hitStatement(this.rule, key, now)));
    if (row?.allowed) return { allowed: true, remaining: this.rule.limit - row.used };
    // No row at all: the key's first hit was inserted by a concurrent request after this statement's
    // snapshot was taken, an instant ago, so the wait is the whole window.
    const waitMs = row?.wait_ms ?? this.rule.windowMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  /**
   * Takes back the key's newest recorded hit, for limits that count only some outcomes (failed
   * attempts): each attempt is a hit before it is tried, so concurrent attempts cannot all pass a
   * check made before any of them was counted, and one that succeeds is refunded afterwards.
   */
  async refund(key: string): Promise<void> {
    const database = await this.database();
    await database.execute(sql`
      update rate_limit_hits set hits = hits[1:cardinality(hits) - 1]
      where bucket = ${this.rule.bucket} and key = ${key} and cardinality(hits) > 0`);
  }
}

/**
 * Deletes the rows whose newest hit has left its window (they count nothing any more); the hourly
 * retention job calls it, so the table holds at most the keys seen in the last window plus an hour.
 */
export async function deleteExpiredRateLimits(database: SqlExecutor): Promise<number> {
  const result = await database.execute(
    sql`delete from rate_limit_hits where expires_at < now() returning bucket`,
  );
  return rowsOf(result).length;
}
