import { TimeoutError, withTimeout } from "~/http/timeout.server";
import { ContentUnavailableError } from "./types.server";

/** Where a cache keeps its last good value across restarts, and when it was read from the source. */
export interface SnapshotStore<T> {
  load(): Promise<{ value: T; savedAt: number } | undefined>;
  /** Keeps `value`, read from the source at `fetchedAt`, unless a newer one is kept already. */
  save(value: T, fetchedAt: number): Promise<void>;
}

export type CacheOptions<T> = {
  /** How long a value counts as fresh; after it, readers still get it while one refresh runs. */
  ttlMs: number;
  /**
   * How long a reader waits for the very first value before getting ContentUnavailableError; the load
   * goes on and fills the cache when it ends.
   */
  coldWaitMs?: number;
  /** Called when the source fails and the last good value is served instead. */
  onStale?: (error: unknown, ageMs: number) => void;
  /** Keeps the last good value across restarts: saved whenever it changes, read before the first load. */
  snapshots?: SnapshotStore<T>;
  /** Called when the value read from the snapshot store is served. */
  onRestored?: (ageMs: number) => void;
  /** Called when the snapshot store cannot be read or written (the cache works without it). */
  onSnapshotError?: (error: unknown, operation: "load" | "save") => void;
};

/**
 * How long a reader with nothing cached, or a refresh asked for, waits for the snapshot store: longer
 * than for the source, since opening the local database after a restart can take seconds, but bounded.
 */
const SNAPSHOT_WAIT_MS = 10_000;

/** After a failed refresh, the source is asked again no sooner than this (or the TTL if shorter). */
const RETRY_AFTER_FAILURE_MS = 5000;

/**
 * Stale-while-revalidate cache of a loader's last good value: after the TTL, readers get it at once
 * while one refresh runs; a failed refresh keeps it. Equal data keeps the same object, so anything
 * derived from it (rendered pages, ETags) stays valid. Only a reader with nothing to serve waits for
 * the source, at most `coldWaitMs`.
 */
export class ContentCache<T> {
  /** The last good value, and it as JSON to tell an unchanged refresh from a changed one. */
  private held: { value: T; json: string } | undefined;
  private fetchedAt = 0;
  private retryAt = 0;
  private inflight: Promise<T> | undefined;
  private restoring: Promise<void> | undefined;
  /** The JSON of the value the snapshot store holds or is saving, so an unkept value is saved again. */
  private keptJson: string | undefined;
  /** The latest save: refreshNow waits for it, readers never do. */
  private saving: Promise<void> | undefined;
  /** When the latest load failed; cleared by the next load that succeeds. */
  private lastErrorAt: number | undefined;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly options: CacheOptions<T>,
  ) {}

  async get(): Promise<T> {
    if (!this.held) {
      // Bounded so a stalled database cannot hold readers; the read goes on and fills the cache later.
      this.restoring ??= this.restore().catch((error: unknown) => {
        this.options.onSnapshotError?.(error, "load");
        // Perhaps the database is still starting: let the next reader try again.
        this.restoring = undefined;
      });
      await withTimeout(this.restoring, SNAPSHOT_WAIT_MS, "snapshot store").catch((error: unknown) =>
        this.options.onSnapshotError?.(error, "load"),
      );
    }
    if (!this.held) {
      const pending = this.startRefresh();
      if (this.options.coldWaitMs === undefined) return pending;
      return withTimeout(pending, this.options.coldWaitMs, "content source").catch((error: unknown) => {
        throw error instanceof TimeoutError ? new ContentUnavailableError(error.message) : error;
      });
    }
    const now = Date.now();
    // With a value held, refresh() reports failures itself and never rejects.
    if (now - this.fetchedAt >= this.options.ttlMs && now >= this.retryAt)
      void this.startRefresh().catch(() => undefined);
    return this.held.value;
  }

  /**
   * Whether a good value is held (from the source or the snapshot store), when it was last read from
   * the source and when the latest load failed, if it did (epoch ms); never starts a load.
   */
  status() {
    return {
      hasValue: this.held !== undefined,
      fetchedAt: this.held ? this.fetchedAt : undefined,
      ...(this.lastErrorAt === undefined ? {} : { lastErrorAt: this.lastErrorAt }),
    };
  }

  /**
   * Loads from the source now, after any load already running; false when the source failed and the
   * cache still holds the previous value, or none.
   */
  async refreshNow(): Promise<boolean> {
    await this.inflight?.catch(() => undefined);
    await this.startRefresh().catch(() => undefined);
    // A refresh asked for (a publish webhook) ends once its list is kept for a restart.
    await this.saving;
    return this.lastErrorAt === undefined;
  }

  private startRefresh(): Promise<T> {
    this.inflight ??= this.refresh().finally(() => {
      this.inflight = undefined;
    });
    return this.inflight;
  }

  private async restore(): Promise<void> {
    const snapshot = await this.options.snapshots?.load();
    if (!snapshot || this.held) return;
    this.held = { value: snapshot.value, json: JSON.stringify(snapshot.value) };
    this.keptJson = this.held.json;
    this.fetchedAt = snapshot.savedAt;
    this.options.onRestored?.(Date.now() - snapshot.savedAt);
  }

  private async refresh(): Promise<T> {
    try {
      const loaded = await this.load();
      this.lastErrorAt = undefined;
      const json = JSON.stringify(loaded);
      // A success ends any backoff: the TTL counted from now outlasts the retry delay.
      this.fetchedAt = Date.now();
      if (this.held?.json !== json) this.held = { value: loaded, json };
      const store = this.options.snapshots;
      if (store && this.keptJson !== json) {
        this.keptJson = json;
        const saved = store.save(loaded, this.fetchedAt);
        this.saving = withTimeout(saved, SNAPSHOT_WAIT_MS, "snapshot store").catch((error: unknown) => {
          // Not kept: the next refresh saves it again, even if the content has not changed.
          if (this.keptJson === json) this.keptJson = undefined;
          this.options.onSnapshotError?.(error, "save");
        });
      }
      return this.held.value;
    } catch (error) {
      this.lastErrorAt = Date.now();
      if (!this.held) {
        throw new ContentUnavailableError(`content source failed: ${(error as Error).message}`);
      }
      this.retryAt = Date.now() + Math.min(this.options.ttlMs, RETRY_AFTER_FAILURE_MS);
      this.options.onStale?.(error, Date.now() - this.fetchedAt);
      return this.held.value;
    }
  }
}

/** Memoises a function of a cached list by identity, so it is computed once per refresh, not per request. */
export function perList<K extends object, V>(compute: (list: K) => V): (list: K) => V {
  const results = new WeakMap<K, V>();
  return (list) => {
    if (!results.has(list)) results.set(list, compute(list));
    return results.get(list) as V;
  };
}
