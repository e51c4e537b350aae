import { describe, expect, it } from "vitest";
import { findItem, readCollection } from "./served-collections.server";
import { ContentUnavailableError } from "./types.server";

describe("content page data", () => {
  it("finds an item by its key, or by an all-digits id it has now or once had (then moved)", async () => {
    const items = [
      { id: 1, key: "1" },
      { id: 12, key: "12" },
      { id: 63, key: "f4poi207t5a4wjkb3ao2btx2" },
    ];
    const formerIds = new Map([[60, "f4poi207t5a4wjkb3ao2btx2"]]);
    const formerKey = async (id: number) => formerIds.get(id);
    expect(await findItem(items, "12", formerKey)).toBe(items[1]);
    expect(await findItem(items, "012", formerKey)).toBe(items[1]);
    expect(await findItem(items, "f4poi207t5a4wjkb3ao2btx2", formerKey)).toBe(items[2]);
    expect(await findItem(items, "63", formerKey)).toBe(items[2]);
    expect(await findItem(items, "60", formerKey)).toBe(items[2]);
    for (const raw of ["1.0", "1e1", "-1", "", "12abc", "61", "9999999999"])
      expect(await findItem(items, raw, formerKey)).toBeUndefined();
  });

  it("treats a failed look-up of former ids as not found", async () => {
    const broken = () => Promise.reject(new Error("database down"));
    expect(await findItem([{ id: 1, key: "abc" }], "5", broken)).toBeUndefined();
  });

  it("reads null when the source is down, and lets any other error through", async () => {
    const down = () => Promise.reject(new ContentUnavailableError("strapi down"));
    expect(await readCollection(down, "blogs", "list")).toBeNull();
    const bug = () => Promise.reject(new TypeError("a bug"));
    await expect(readCollection(bug, "news", "feed")).rejects.toThrow(TypeError);
  });
});
