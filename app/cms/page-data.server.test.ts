import { describe, expect, it } from "vitest";
import { feedResponse, findById, missingDetail, readCollection } from "./page-data.server";
import { ContentUnavailableError } from "./types";

describe("content page data", () => {
  it("finds an item only by an all-digits id", () => {
    const items = [{ id: 1 }, { id: 12 }];
    expect(findById(items, "12")).toEqual({ id: 12 });
    expect(findById(items, "012")).toEqual({ id: 12 });
    for (const raw of ["1.0", "1e1", "-1", "", "12abc"]) expect(findById(items, raw)).toBeUndefined();
  });

  it("reads null when the source is down, and lets any other error through", async () => {
    const down = () => Promise.reject(new ContentUnavailableError("strapi down"));
    expect(await readCollection(down, "blogs", "list")).toBeNull();
    const bug = () => Promise.reject(new TypeError("a bug"));
    await expect(readCollection(bug, "news", "feed")).rejects.toThrow(TypeError);
  });

  it("answers a missing detail 404, or 503 with Retry-After while the source is down", () => {
    expect(missingDetail(false).init?.status).toBe(404);
    const down = missingDetail(true);
    expect(down.init?.status).toBe(503);
    expect(new Headers(down.init?.headers).get("Retry-After")).toBe("60");
  });

  it("serves a feed as RSS, or a plain uncached 503", async () => {
    const ok = feedResponse("<rss/>", "sorry");
    expect(ok.headers.get("content-type")).toMatch(/application\/rss\+xml/);
    const down = feedResponse(null, "sorry");
    expect(down.status).toBe(503);
    expect(down.headers.get("cache-control")).toBe("no-store");
    expect(await down.text()).toBe("sorry");
  });
});
