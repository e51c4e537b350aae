import { describe, expect, it } from "vitest";
import { whyPath } from "./brand";
import { careersCopy, formatPostingDate, postingLabels, postingText } from "./careers";

describe("careers copy", () => {
  it("writes dates as the postings do: ordinal day, short month (Sept), year, on the UTC day", () => {
    expect(formatPostingDate("2024-10-07")).toBe("7th Oct 2024");
    expect(formatPostingDate("2025-09-26T00:00:00.000Z")).toBe("26th Sept 2025");
    expect(formatPostingDate("2024-10-31")).toBe("31st Oct 2024");
    expect(formatPostingDate("2024-10-24")).toBe("24th Oct 2024");
    expect(
      [
        "2026-01-01",
        "2026-02-02",
        "2026-03-03",
        "2026-04-11",
        "2026-05-12",
        "2026-06-13",
        "2026-07-22",
        "2026-08-23",
      ].map(formatPostingDate),
    ).toEqual([
      "1st Jan 2026",
      "2nd Feb 2026",
      "3rd Mar 2026",
      "11th Apr 2026",
      "12th May 2026",
      "13th Jun 2026",
      "22nd Jul 2026",
      "23rd Aug 2026",
    ]);
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
