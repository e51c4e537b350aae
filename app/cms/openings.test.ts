import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { itemPaths } from "./collection-descriptors";
import { sortItems } from "./item-order.server";
import { localSource } from "./local.server";
import { listedOpenings, otherOpeningsOf, withDeadlinesApplied } from "./openings";
import type { Opening } from "./types.server";

const repoContent = path.resolve(import.meta.dirname, "../../content");
const readOpenings = () => localSource(repoContent).read("careers");

/** An opening as the sources give it, with what a test is about set. */
function opening(fields: Partial<Opening> & Pick<Opening, "slug">): Opening {
  return {
    id: 100,
    key: fields.slug,
    title: "QA Engineer",
    description: "<p>Tests.</p>",
    images: [],
    intro: "One opening for a QA engineer.",
    status: "open",
    closesAtDeadline: false,
    summary: "Test the products.",
    openings: 1,
    employmentType: "FULL_TIME",
    workplace: "On-site",
    location: "Kathmandu, Nepal",
    experience: "1+ years",
    posted: "2026-11-01",
    deadline: "2026-11-30",
    applyBy: "apply-page",
    applyTitle: "How to apply",
    applyText: "Use the application form.",
    otherOpenings: [],
    ...fields,
  };
}

const at = (iso: string) => Date.parse(iso);
const statusAt = (one: Opening, now: number) => withDeadlinesApplied([one], now)[0]?.status;

afterEach(() => {
  vi.useRealTimers();
});

describe("an opening's status", () => {
  it("is the editor's while its deadline day lasts, in UTC, whatever form the date has", () => {
    for (const deadline of ["2026-11-30", "2026-11-30T00:00:00.000Z", "2026-11-30T23:59:59Z"]) {
      const closing = opening({ slug: "qa", closesAtDeadline: true, deadline });
      expect(statusAt(closing, at("2026-11-30T23:59:59.999Z")), deadline).toBe("open");
      expect(statusAt(closing, at("2026-12-01T00:00:00Z")), deadline).toBe("closed");
    }
  });

  it("closes by itself after the deadline only when set to, and an unlisted one too", () => {
    const after = at("2027-01-01T00:00:00Z");
    expect(statusAt(opening({ slug: "qa" }), after)).toBe("open");
    expect(statusAt(opening({ slug: "qa", status: "unlisted", closesAtDeadline: true }), after)).toBe(
      "closed",
    );
    // An editor's "closed" stays closed before the deadline.
    expect(statusAt(opening({ slug: "qa", status: "closed" }), at("2026-11-02T00:00:00Z"))).toBe("closed");
  });

  it("is applied to a list, keeping each opening that did not change as it was", () => {
    const kept = opening({ slug: "kept" });
    const closing = opening({ slug: "closing", closesAtDeadline: true });
    const [first, second] = withDeadlinesApplied([kept, closing], at("2026-12-01T00:00:00Z"));
    expect(first).toBe(kept);
    expect(second).toMatchObject({ slug: "closing", status: "closed" });
    expect(closing.status).toBe("open");
  });

  it("flips in the list the content service reads at the first read after the deadline day (controlled clock)", () => {
    vi.useFakeTimers();
    const list = [opening({ slug: "qa", closesAtDeadline: true })];
    vi.setSystemTime(new Date("2026-11-30T23:59:00Z"));
    expect(sortItems("careers", list).map((o) => o.status)).toEqual(["open"]);
    vi.setSystemTime(new Date("2026-12-01T00:00:01Z"));
    expect(sortItems("careers", list).map((o) => o.status)).toEqual(["closed"]);
  });
});

describe("where openings are shown", () => {
  it("the Current Openings table lists only the open ones", () => {
    const list = [
      opening({ slug: "open" }),
      opening({ slug: "unlisted", status: "unlisted" }),
      opening({ slug: "closed", status: "closed" }),
    ];
    expect(listedOpenings(list).map((o) => o.slug)).toEqual(["open"]);
    expect(listedOpenings([])).toEqual([]);
  });

  it("the Other Openings side list keeps its editor's order and leaves out closed, missing and itself", () => {
    const self = opening({
      slug: "self",
      otherOpenings: ["unlisted", "closed", "gone", "Self", "OPEN"],
    });
    const list = [
      self,
      opening({ slug: "open", key: "o" }),
      opening({ slug: "unlisted", key: "u", status: "unlisted" }),
      opening({ slug: "closed", key: "c", status: "closed" }),
    ];
    expect(otherOpeningsOf(self, list).map((o) => o.slug)).toEqual(["unlisted", "open"]);
  });
});

describe("the site's openings in content/careers", () => {
  it("are its three posting pages, unlisted and never closing by themselves", async () => {
    const openings = await readOpenings();
    expect(openings.map((o) => o.slug).sort()).toEqual(["internship", "senior-mob-app-dev", "uiux-engineer"]);
    for (const o of openings) {
      expect(o, o.slug).toMatchObject({ status: "unlisted", closesAtDeadline: false });
      expect(itemPaths.careers(o)).toBe(`/careers/${o.slug}`);
    }
    // So the careers page shows its empty state.
    expect(listedOpenings(openings)).toEqual([]);
  });

  it("hold their facts: openings, type, place, selection, dates, how to apply", async () => {
    const bySlug = Object.fromEntries(
      (await readOpenings()).map((o) => [
        o.slug,
        { ...o, posted: o.posted.slice(0, 10), deadline: o.deadline.slice(0, 10) },
      ]),
    );
    expect(bySlug).toMatchObject({
      internship: {
        openings: 25,
        employmentType: "INTERN",
        workplace: "On-site",
        applyBy: "form",
        otherOpenings: ["senior-mob-app-dev"],
        posted: "2024-10-07",
        deadline: "2024-10-31",
      },
      "senior-mob-app-dev": { deadline: "2024-10-24", applyBy: "apply-page" },
      "uiux-engineer": {
        openings: 1,
        workplace: "On-site",
        experience: "2+ years",
        applyBy: "email",
        posted: "2025-09-26",
        deadline: "2025-10-10",
      },
    });
    expect(bySlug.internship?.location).toMatch(/Kathmandu/);
    expect(bySlug.internship?.description).toMatch(/<li>Written exam[\s\S]*<li>In-person interview/);
  });

  it("point their Other Openings at openings that exist, never at themselves", async () => {
    const openings = await readOpenings();
    for (const o of openings)
      expect(otherOpeningsOf(o, openings).map((other) => other.slug)).toEqual(o.otherOpenings);
  });

  it("place every on-site posting in Kathmandu, where the Nepal office is", async () => {
    for (const o of await readOpenings())
      expect(`${o.location} ${o.description}`, o.slug).not.toMatch(/Lalitpur/);
  });
});
