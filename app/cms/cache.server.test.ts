import { afterEach, describe, expect, it, vi } from "vitest";
import { ContentCache, perList, type SnapshotStore } from "./cache.server";
import { ContentUnavailableError } from "./types.server";

function clock(start = 0) {
  vi.setSystemTime(start);
  return { advance: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}
afterEach(() => vi.useRealTimers());

/** Lets a background refresh whose load has already settled finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A snapshot store in memory, as the database one behaves. */
function memoryStore<T>(initial?: { value: T; savedAt: number }) {
  const store = {
    saved: initial,
    load: vi.fn(async () => store.saved),
    save: vi.fn(async (value: T, fetchedAt: number) => {
      await settle();
      store.saved = { value, savedAt: fetchedAt };
    }),
  };
  return store;
}

describe("ContentCache", () => {
  it("serves from memory within the TTL; after it, serves the old answer at once while one refresh runs", async () => {
    const c = clock();
    let refreshed!: (value: string) => void;
    const load = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce("a")
      .mockImplementationOnce(() => new Promise((resolve) => (refreshed = resolve)));
    const cache = new ContentCache(load, { ttlMs: 1000 });
    expect(await cache.get()).toBe("a");
    c.advance(999);
    expect(await cache.get()).toBe("a");
    expect(load).toHaveBeenCalledTimes(1);
    c.advance(1);
    // The refresh has not answered: every reader still gets the old answer, and the source is asked once.
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual(["a", "a", "a"]);
    expect(load).toHaveBeenCalledTimes(2);
    refreshed("b");
    await settle();
    expect(await cache.get()).toBe("b");
  });

  it("shares one load between concurrent readers", async () => {
    let resolve!: (v: string) => void;
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const cache = new ContentCache(load, { ttlMs: 0 });
    const both = Promise.all([cache.get(), cache.get()]);
    await settle();
    resolve("x");
    expect(await both).toEqual(["x", "x"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("backs off after a failure instead of asking the source on every read", async () => {
    const c = clock();
    const load = vi.fn().mockResolvedValueOnce("good").mockRejectedValue(new Error("down"));
    const cache = new ContentCache(load, { ttlMs: 60_000 });
    await cache.get();
    c.advance(60_000);
    await cache.get();
    await settle();
    c.advance(4_999);
    await cache.get();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    c.advance(1);
    await cache.get();
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("keeps the same object for equal data, so what was derived from it stays, and saves only changes", async () => {
    const store = memoryStore<{ id: number }[]>();
    const load = vi
      .fn()
      .mockResolvedValueOnce([{ id: 1 }])
      .mockResolvedValueOnce([{ id: 1 }])
      .mockResolvedValueOnce([{ id: 2 }]);
    const cache = new ContentCache(load, { ttlMs: 60_000, snapshots: store });
    const first = await cache.get();
    await cache.refreshNow();
    expect(await cache.get()).toBe(first);
    await cache.refreshNow();
    // A refresh ends once its list is kept.
    expect(store.saved?.value).toEqual([{ id: 2 }]);
    expect(await cache.get()).toEqual([{ id: 2 }]);
    expect(store.save.mock.calls.map(([value]) => value)).toEqual([[{ id: 1 }], [{ id: 2 }]]);
  });

  it("refreshes on demand within the TTL, tells whether the source answered, and one that never did as failing", async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce("old")
      .mockResolvedValueOnce("new")
      .mockRejectedValueOnce(new Error("down"));
    const cache = new ContentCache(load, { ttlMs: 60_000 });
    expect(await cache.get()).toBe("old");
    expect(await cache.refreshNow()).toBe(true);
    expect(await cache.get()).toBe("new");
    expect(await cache.refreshNow()).toBe(false);
    expect(await cache.get()).toBe("new");
    clock(5);
    const empty = new ContentCache(() => Promise.reject(new Error("down")), { ttlMs: 60_000 });
    expect(await empty.refreshNow()).toBe(false);
    // A source that never answered: nothing held, and reported as failing.
    expect(empty.status()).toEqual({ hasValue: false, fetchedAt: undefined, lastErrorAt: 5 });
  });

  it("makes a reader with nothing to serve wait at most coldWaitMs; the load still fills the cache", async () => {
    let resolve!: (v: string) => void;
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const cache = new ContentCache(load, { ttlMs: 60_000, coldWaitMs: 20 });
    await expect(cache.get()).rejects.toThrow(/no answer within 20 ms/);
    resolve("late");
    await settle();
    expect(await cache.get()).toBe("late");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves a persisted answer at once after a restart, says how old it is, and refreshes it", async () => {
    const c = clock(100_000);
    const store = memoryStore<string>({ value: "kept", savedAt: 40_000 });
    const onRestored = vi.fn();
    const load = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValueOnce("new");
    const cache = new ContentCache(load, { ttlMs: 1000, snapshots: store, onRestored });
    expect(await cache.get()).toBe("kept");
    expect(onRestored).toHaveBeenCalledWith(60_000);
    await settle();
    // The source was down: the kept answer is all there is, and nothing was written over it.
    expect(await cache.get()).toBe("kept");
    expect(store.save).not.toHaveBeenCalled();
    c.advance(5000);
    await cache.get();
    await settle();
    expect(await cache.get()).toBe("new");
    expect(store.saved?.value).toBe("new");
    expect(store.load).toHaveBeenCalledTimes(1);
  });

  it("fills the cache from a snapshot store slower than coldWaitMs once it answers, and asks a failed one again", async () => {
    const onSnapshotError = vi.fn();
    let answer!: (snapshot: { value: string; savedAt: number }) => void;
    const slow = {
      load: vi
        .fn<SnapshotStore<string>["load"]>()
        .mockImplementationOnce(() => Promise.reject(new Error("database starting")))
        .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve))),
      save: vi.fn(async () => {}),
    };
    vi.useFakeTimers();
    const cache = new ContentCache(() => Promise.reject(new Error("source down")), {
      ttlMs: 60_000,
      coldWaitMs: 20,
      snapshots: slow,
      onSnapshotError,
    });
    await expect(cache.get()).rejects.toBeInstanceOf(ContentUnavailableError);
    const second = expect(cache.get()).rejects.toBeInstanceOf(ContentUnavailableError);
    await vi.advanceTimersByTimeAsync(10_000);
    await second;
    vi.useRealTimers();
    expect(slow.load).toHaveBeenCalledTimes(2);
    answer({ value: "kept", savedAt: 0 });
    await settle();
    expect(await cache.get()).toBe("kept");
    expect(slow.load).toHaveBeenCalledTimes(2);
  });

  it("works on without its snapshot store: a cold reader never waits for a save, a refresh asked for waits at most 10 s and saves again what was not kept", async () => {
    vi.useFakeTimers();
    const onSnapshotError = vi.fn();
    const stalled = {
      load: () => Promise.reject(new Error("database down")),
      save: () => new Promise<void>(() => {}),
    };
    const cache = new ContentCache(() => Promise.resolve("live"), {
      ttlMs: 60_000,
      coldWaitMs: 10,
      snapshots: stalled,
      onSnapshotError,
    });
    expect(await cache.get()).toBe("live");
    // The first waits for the save in flight; the second saves the same list again.
    const refreshes = (async () => [await cache.refreshNow(), await cache.refreshNow()])();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await refreshes).toEqual([true, true]);
    expect(onSnapshotError.mock.calls.map(([, operation]) => operation)).toEqual(["load", "save", "save"]);
  });
});

describe("perList", () => {
  it("computes once per list identity", () => {
    const compute = vi.fn((list: number[]) => list.length);
    const view = perList(compute);
    const a = [1, 2];
    expect(view(a)).toBe(2);
    expect(view(a)).toBe(2);
    expect(view([1])).toBe(1);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});

describe("ContentCache.status", () => {
  it("says what is held, since when, and whether the latest load failed, serving and reporting the last good answer", async () => {
    const c = clock(1_000);
    const onStale = vi.fn();
    const load = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce("a")
      .mockRejectedValueOnce(new Error("down"))
      .mockResolvedValueOnce("b");
    const cache = new ContentCache(load, { ttlMs: 100, onStale });
    expect(cache.status()).toEqual({ hasValue: false, fetchedAt: undefined });
    expect(load).not.toHaveBeenCalled();

    await cache.get();
    expect(cache.status()).toEqual({ hasValue: true, fetchedAt: 1_000 });

    c.advance(100);
    await cache.get(); // stale: one refresh in the background, which fails
    await settle();
    const failing = cache.status();
    expect(failing).toMatchObject({ hasValue: true, fetchedAt: 1_000, lastErrorAt: 1_100 });
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(await cache.get()).toBe("a");

    c.advance(100); // past the retry delay (the TTL here)
    await cache.get();
    await settle();
    expect(cache.status()).toEqual({ hasValue: true, fetchedAt: 1_200 });
    expect(await cache.get()).toBe("b");
  });
});
