import { describe, expect, it } from "vitest";
import { formatRfc822, formatShortDate, isoDay, sortByDateDesc, toTime } from "./dates";

describe("formatShortDate", () => {
  it.each([
    ["2025-03-04", "Mar 4, 2025"],
    ["2025-03-04T23:30:00.000Z", "Mar 4, 2025"],
    ["2024-12-31T00:00:00Z", "Dec 31, 2024"],
  ])("%s → %s", (iso, shown) => expect(formatShortDate(iso)).toBe(shown));
  it("is empty for missing or bad dates", () => {
    expect(formatShortDate(undefined)).toBe("");
    expect(formatShortDate(null)).toBe("");
    expect(formatShortDate("not a date")).toBe("");
    expect(toTime("nope")).toBeUndefined();
  });
});

describe("formatRfc822", () => {
  it("formats for RSS", () => {
    expect(formatRfc822("2025-03-04")).toBe("Tue, 04 Mar 2025 00:00:00 GMT");
    expect(formatRfc822(undefined)).toBeUndefined();
  });
});

describe("sortByDateDesc", () => {
  const items = [
    { id: 1, d: "2025-01-01" },
    { id: 2, d: undefined },
    { id: 3, d: "2025-06-01" },
    { id: 4, d: "2025-01-01" },
    { id: 5, d: "garbage" },
    { id: 6, d: "2025-06-01T12:00:00Z" },
  ];
  it("puts the newest first, breaks ties by higher id, and missing dates last", () => {
    expect(sortByDateDesc(items, (i) => i.d).map((i) => i.id)).toEqual([6, 3, 4, 1, 5, 2]);
  });
  it("does not mutate its input", () => {
    const copy = [...items];
    sortByDateDesc(items, (i) => i.d);
    expect(items).toEqual(copy);
  });
});

describe("isoDay", () => {
  it("is the UTC calendar day of a date or timestamp, and nothing for what cannot be read", () => {
    expect(isoDay("2024-10-31")).toBe("2024-10-31");
    expect(isoDay("2024-10-31T23:30:00-02:00")).toBe("2024-11-01");
    expect(isoDay("someday")).toBeUndefined();
    expect(isoDay(undefined)).toBeUndefined();
  });
});
