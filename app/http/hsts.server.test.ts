import { describe, expect, it } from "vitest";
import { hstsIssues } from "./hsts.server";

describe("hstsIssues", () => {
  it("refuses preload without subdomains or under a year, and nothing else", () => {
    expect(hstsIssues({ HSTS_MAX_AGE: 0, HSTS_INCLUDE_SUBDOMAINS: true, HSTS_PRELOAD: false })).toEqual([]);
    expect(
      hstsIssues({ HSTS_MAX_AGE: 31_536_000, HSTS_INCLUDE_SUBDOMAINS: true, HSTS_PRELOAD: true }),
    ).toEqual([]);
    const both = hstsIssues({ HSTS_MAX_AGE: 600, HSTS_INCLUDE_SUBDOMAINS: false, HSTS_PRELOAD: true });
    expect(both).toEqual([
      expect.stringContaining("HSTS_INCLUDE_SUBDOMAINS=true"),
      expect.stringContaining("HSTS_MAX_AGE of at least 31536000"),
    ]);
  });
});
