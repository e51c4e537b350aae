import { describe, expect, it, vi } from "vitest";
import { ContentCache, perList } from "./cache";
import { ContentUnavailableError } from "./types";

function clock(start = 0) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("ContentCache", () => {
  it("serves from memory within the TTL and reloads after it", async () => {
    const c = clock();
    const load = vi.fn().mockResolvedValueOnce("a").mockResolvedValueOnce("b");
    const cache = new ContentCache(load, { ttlMs: 1000, now: c.now });
    expect(await cache.get()).toBe("a");
    c.advance(999);
    expect(await cache.get()).toBe("a");
    c.advance(1);
    expect(await cache.get()).toBe("b");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load between concurrent readers", async () => {
    let resolve!: (v: string) => void;
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const cache = new ContentCache(load, { ttlMs: 0 });
    const both = Promise.all([cache.get(), cache.get()]);
    resolve("x");
    expect(await both).toEqual(["x", "x"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps serving the last good answer when the source fails, reports it, then recovers", async () => {
    const c = clock();
    const onStale = vi.fn();
    const load = vi
      .fn()
      .mockResolvedValueOnce("good")
      .mockRejectedValueOnce(new Error("down"))
      .mockResolvedValueOnce("fresh");
    const cache = new ContentCache(load, { ttlMs: 0, now: c.now, onStale });
    expect(await cache.get()).toBe("good");
    expect(await cache.get()).toBe("good");
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(await cache.get()).toBe("fresh");
  });

  it("backs off after a failure instead of asking the source on every read", async () => {
    const c = clock();
    const load = vi.fn().mockResolvedValueOnce("good").mockRejectedValue(new Error("down"));
    const cache = new ContentCache(load, { ttlMs: 60_000, now: c.now });
    await cache.get();
    c.advance(60_000);
    await cache.get();
    c.advance(4_999);
    await cache.get();
    expect(load).toHaveBeenCalledTimes(2);
    c.advance(1);
    await cache.get();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("throws ContentUnavailableError when there is no good answer yet", async () => {
    const cache = new ContentCache(() => Promise.reject(new Error("refused")), { ttlMs: 0 });
    await expect(cache.get()).rejects.toBeInstanceOf(ContentUnavailableError);
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
