import { describe, expect, it } from "vitest";
import { whyPath } from "./brand";
import { careersCopy, formatPostingDate, postingLabels, postingText } from "./careers";

describe("careers copy", () => {
  it("writes dates as the postings do: ordinal day, short month (Sept), year, on the UTC day", () => {
    const written: Record<string, string> = {
      "2024-10-07": "7th Oct 2024",
      "2025-09-26T00:00:00.000Z": "26th Sept 2025",
      "2024-10-31": "31st Oct 2024",
      "2026-02-02": "2nd Feb 2026",
      "2026-03-03": "3rd Mar 2026",
      "2026-04-11": "11th Apr 2026",
      "2026-06-13": "13th Jun 2026",
      "2026-08-23T23:30:00Z": "23rd Aug 2026",
    };
    const shown = Object.fromEntries(Object.keys(written).map((date) => [date, formatPostingDate(date)]));
    expect(shown).toEqual(written);
    expect(formatPostingDate("not a date")).toBe("");
  });

  it("names every employment type as the Job type fact shows it", () => {
    expect(postingText.employmentTypes).toMatchObject({ INTERN: "Intern", FULL_TIME: "Full time" });
  });

  it("links to the company page through the brand's path, not a hard-coded slug", () => {
    expect(careersCopy.links.map((link) => link.href)).toContain(whyPath);
  });

  it("sends a closed posting's visitors to the current openings", () => {
    expect(postingLabels.closed.href).toBe("/careers");
  });
});
