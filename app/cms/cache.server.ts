import { TimeoutError, withTimeout } from "~/http/timeout.server";
import { ContentUnavailableError } from "./types";

/** A last good value kept outside the process, and when it was read from the source. */
export type Snapshot<T> = { value: T; savedAt: number };

/** Where a cache keeps its last good value across restarts. */
export interface SnapshotStore<T> {
  load(): Promise<Snapshot<T> | undefined>;
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
  /** How long a reader with nothing cached waits for the snapshot store (default SNAPSHOT_WAIT_MS). */
  snapshotWaitMs?: number;
  /** Called when the value read from the snapshot store is served. */
  onRestored?: (ageMs: number) => void;
  /** Called when the snapshot store cannot be read or written (the cache works without it). */
  onSnapshotError?: (error: unknown, operation: "load" | "save") => void;
  now?: () => number;
};

/** What a cache holds now, for readiness reports. */
export type CacheStatus = {
  /** A good value is held (from the source or the snapshot store). */
  hasValue: boolean;
  /** When the held value was last read from the source (epoch ms), or undefined when none is held. */
  fetchedAt: number | undefined;
  /** When the latest load failed (epoch ms), if it did. */
  lastErrorAt?: number;
  /** The latest load failed: readers get the last good value, or none. */
  failing: boolean;
};

/**
 * How long a reader with nothing cached waits for the snapshot store: longer than for the source,
 * since opening the local database after a restart can take seconds, but bounded.
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
  private value: T | undefined;
  private has = false;
  /** The value as JSON: tells an unchanged refresh from a changed one. */
  private json: string | undefined;
  private fetchedAt = 0;
  private retryAt = 0;
  private inflight: Promise<T> | undefined;
  private restoring: Promise<void> | undefined;
  private saving: Promise<void> = Promise.resolve();
  /** When the latest load failed; cleared by the next load that succeeds. */
  private lastErrorAt: number | undefined;
  private readonly now: () => number;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly options: CacheOptions<T>,
  ) {
    this.now = options.now ?? Date.now;
  }

  async get(): Promise<T> {
    if (!this.has) {
      // Bounded so a stalled database cannot hold readers; the read goes on and fills the cache later.
      this.restoring ??= this.restore();
      await withTimeout(
        this.restoring,
        this.options.snapshotWaitMs ?? SNAPSHOT_WAIT_MS,
        "snapshot store",
      ).catch((error: unknown) => this.options.onSnapshotError?.(error, "load"));
    }
    if (!this.has) return this.firstAnswer();
    // With a value held, refresh() reports failures itself and never rejects.
    if (this.isStale()) void this.startRefresh().catch(() => undefined);
    return this.value as T;
  }

  /** What the cache holds and whether its latest load failed; never starts a load. */
  status(): CacheStatus {
    return {
      hasValue: this.has,
      fetchedAt: this.has ? this.fetchedAt : undefined,
      ...(this.lastErrorAt === undefined ? {} : { lastErrorAt: this.lastErrorAt }),
      failing: this.lastErrorAt !== undefined,
    };
  }

  /**
   * Loads from the source now, after any load already running; false when the source failed and the
   * cache still holds the previous value, or none.
   */
  async refreshNow(): Promise<boolean> {
    await this.inflight?.catch(() => undefined);
    await this.startRefresh().catch(() => undefined);
    return this.lastErrorAt === undefined;
  }

  private isStale(): boolean {
    const now = this.now();
    return now - this.fetchedAt >= this.options.ttlMs && now >= this.retryAt;
  }

  private startRefresh(): Promise<T> {
    this.inflight ??= this.refresh().finally(() => {
      this.inflight = undefined;
    });
    return this.inflight;
  }

  private async firstAnswer(): Promise<T> {
    const pending = this.startRefresh();
    const waitMs = this.options.coldWaitMs;
    if (waitMs === undefined) return pending;
    try {
      return await withTimeout(pending, waitMs, "content source");
    } catch (error) {
      if (error instanceof TimeoutError) throw new ContentUnavailableError(error.message);
      throw error;
    }
  }

  private async restore(): Promise<void> {
    const store = this.options.snapshots;
    if (!store) return;
    let snapshot: Snapshot<T> | undefined;
    try {
      snapshot = await store.load();
    } catch (error) {
      this.options.onSnapshotError?.(error, "load");
      // Perhaps the database is still starting: let the next reader try again.
      this.restoring = undefined;
      return;
    }
    if (!snapshot || this.has) return;
    this.accept(snapshot.value, JSON.stringify(snapshot.value), snapshot.savedAt);
    this.options.onRestored?.(this.now() - snapshot.savedAt);
  }

  private accept(value: T, json: string, fetchedAt: number): void {
    this.value = value;
    this.json = json;
    this.has = true;
    this.fetchedAt = fetchedAt;
    this.retryAt = 0;
  }

  private async refresh(): Promise<T> {
    try {
      const loaded = await this.load();
      this.lastErrorAt = undefined;
      const json = JSON.stringify(loaded);
      if (this.has && json === this.json) {
        this.fetchedAt = this.now();
        this.retryAt = 0;
        return this.value as T;
      }
      const fetchedAt = this.now();
      this.accept(loaded, json, fetchedAt);
      const store = this.options.snapshots;
      // Saves run in order, so an older list never lands last.
      if (store)
        this.saving = this.saving
          .then(() => store.save(loaded, fetchedAt))
          .catch((error: unknown) => this.options.onSnapshotError?.(error, "save"));
      return loaded;
    } catch (error) {
      this.lastErrorAt = this.now();
      if (!this.has) {
        throw new ContentUnavailableError(`content source failed: ${(error as Error).message}`);
      }
      this.retryAt = this.now() + Math.min(this.options.ttlMs, RETRY_AFTER_FAILURE_MS);
      this.options.onStale?.(error, this.now() - this.fetchedAt);
      return this.value as T;
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
