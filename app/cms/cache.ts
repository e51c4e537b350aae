import { ContentUnavailableError } from "./types";

export type CacheOptions = {
  /** How long an answer is served without asking the source again; 0 asks on every read. */
  ttlMs: number;
  /** Called when the source fails and the last good answer is served instead. */
  onStale?: (error: unknown, ageMs: number) => void;
  now?: () => number;
};

/**
 * Keeps the last good answer of a loader. Reads within the TTL are served from memory;
 * concurrent refreshes share one request; a failed refresh serves the last good answer (and
 * waits at most the TTL, capped at 5 s, before asking again). With no good answer yet, the
 * failure surfaces as ContentUnavailableError.
 */
export class ContentCache<T> {
  private value: T | undefined;
  private has = false;
  private fetchedAt = 0;
  private retryAt = 0;
  private inflight: Promise<T> | undefined;
  private readonly now: () => number;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly options: CacheOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  async get(): Promise<T> {
    const now = this.now();
    if (this.has && (now - this.fetchedAt < this.options.ttlMs || now < this.retryAt)) return this.value as T;
    this.inflight ??= this.refresh().finally(() => {
      this.inflight = undefined;
    });
    return this.inflight;
  }

  private async refresh(): Promise<T> {
    try {
      const value = await this.load();
      this.value = value;
      this.has = true;
      this.fetchedAt = this.now();
      this.retryAt = 0;
      return value;
    } catch (error) {
      if (!this.has) {
        throw new ContentUnavailableError(`content source failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      this.retryAt = this.now() + Math.min(this.options.ttlMs, 5000);
      this.options.onStale?.(error, this.now() - this.fetchedAt);
      return this.value as T;
    }
  }
}

/**
 * Memoises a function of a cached list by the list's identity: the view of a list is computed
 * once per refresh of the content cache instead of on every request.
 */
export function perList<K extends object, V>(compute: (list: K) => V): (list: K) => V {
  const results = new WeakMap<K, V>();
  return (list) => {
    if (!results.has(list)) results.set(list, compute(list));
    return results.get(list) as V;
  };
}
