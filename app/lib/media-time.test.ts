import { describe, expect, it } from "vitest";
import { formatMediaTime } from "./media-time";

describe("formatMediaTime", () => {
  it("writes minutes and two-digit seconds", () => {
    expect(formatMediaTime(0)).toBe("0:00");
    expect(formatMediaTime(5)).toBe("0:05");
    expect(formatMediaTime(65)).toBe("1:05");
    expect(formatMediaTime(599)).toBe("9:59");
  });

  it("drops the fraction of a second instead of rounding up to a time not yet reached", () => {
    expect(formatMediaTime(59.99)).toBe("0:59");
  });

  it("adds hours, with two-digit minutes, only once there are any", () => {
    expect(formatMediaTime(3599)).toBe("59:59");
    expect(formatMediaTime(3600)).toBe("1:00:00");
    expect(formatMediaTime(3729)).toBe("1:02:09");
  });

  it("reads an unknown or impossible position as the start", () => {
    expect(formatMediaTime(Number.NaN)).toBe("0:00");
    expect(formatMediaTime(Number.POSITIVE_INFINITY)).toBe("0:00");
    expect(formatMediaTime(-3)).toBe("0:00");
  });
});
