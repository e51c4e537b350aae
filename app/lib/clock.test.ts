import { describe, expect, it } from "vitest";
import { formatClock } from "./clock";

describe("formatClock", () => {
  const moment = new Date("2026-03-02T09:00:07Z");

  it("shows the hour, minute and second of each zone on a 24-hour clock", () => {
    expect(formatClock(moment, "Asia/Tokyo")).toBe("18:00:07");
    expect(formatClock(moment, "America/New_York")).toBe("04:00:07");
    expect(formatClock(moment, "Asia/Kathmandu")).toBe("14:45:07");
  });

  it("keeps each zone's formatter apart when asked again, daylight saving time included", () => {
    expect(formatClock(new Date("2026-07-01T23:30:00Z"), "America/New_York")).toBe("19:30:00");
    expect(formatClock(new Date("2026-07-01T23:30:00Z"), "Asia/Tokyo")).toBe("08:30:00");
  });
});
