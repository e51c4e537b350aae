import { describe, expect, it } from "vitest";
import { hstsIssues, hstsValue } from "./hsts.server";

const TWO_YEARS = 63_072_000;

describe("hstsValue", () => {
  it("names this host alone unless subdomains and preload are asked for", () => {
    const base = { HSTS_MAX_AGE: TWO_YEARS, HSTS_INCLUDE_SUBDOMAINS: false, HSTS_PRELOAD: false };
    expect(hstsValue(base)).toBe("max-age=63072000");
    expect(hstsValue({ ...base, HSTS_INCLUDE_SUBDOMAINS: true })).toBe("max-age=63072000; includeSubDomains");
    expect(hstsValue({ ...base, HSTS_INCLUDE_SUBDOMAINS: true, HSTS_PRELOAD: true })).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
  });
});

describe("hstsIssues", () => {
  it("refuses preload without subdomains or under a year, and nothing else", () => {
    expect(hstsIssues({ HSTS_MAX_AGE: 0, HSTS_INCLUDE_SUBDOMAINS: true, HSTS_PRELOAD: false })).toEqual([]);
    expect(
      hstsIssues({ HSTS_MAX_AGE: 31_536_000, HSTS_INCLUDE_SUBDOMAINS: true, HSTS_PRELOAD: true }),
    ).toEqual([]);
    const both = hstsIssues({ HSTS_MAX_AGE: 600, HSTS_INCLUDE_SUBDOMAINS: false, HSTS_PRELOAD: true });
    expect(both.map((issue) => issue.message)).toEqual([
      expect.stringContaining("HSTS_INCLUDE_SUBDOMAINS=true"),
      expect.stringContaining("HSTS_MAX_AGE of at least 31536000"),
    ]);
  });
});
