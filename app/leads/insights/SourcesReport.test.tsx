// @vitest-environment happy-dom
import { cleanup, render, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FunnelTable } from "./FunnelTable";
import type { WeeklySources } from "./source-dimensions";
import { PAGE_WEEKS, SourcesReport } from "./SourcesReport";

afterEach(cleanup);

const report: WeeklySources = {
  dimension: "campaign",
  weeks: ["2026-11-02", "2026-11-09", "2026-11-16"],
  columns: [{ kind: "value", value: "q4" }, { kind: "none" }, { kind: "other" }],
  counts: [
    [2, 1, 0],
    [0, 0, 0],
    [1, 0, 4],
  ],
};

const cells = (row: HTMLElement) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent);

describe("SourcesReport", () => {
  it("draws the weeks as a named, described SVG image with no style attribute, and tabulates them newest first", () => {
    const { container, getByRole } = render(<SourcesReport report={report} filter={{ form: "contact" }} />);
    const chart = getByRole("img", { name: "Chart: leads per week by campaign" });
    expect(chart.tagName.toLowerCase()).toBe("svg");
    expect(chart.querySelector("desc")?.textContent).toContain("from 2026-11-02 to 2026-11-16");
    // One bar piece per non-zero count.
    expect(chart.querySelectorAll("rect")).toHaveLength(4);
    expect(container.querySelectorAll("[style]")).toHaveLength(0);
    const table = getByRole("table", { name: "Leads per week by campaign" });
    const rows = within(table).getAllByRole("row");
    expect(rows.map(cells)).toEqual([
      ["Week of", "q4", "(none)", "(other)", "Total"],
      ["2026-11-16", "1", "0", "4", "5"],
      ["2026-11-09", "0", "0", "0", "0"],
      ["2026-11-02", "2", "1", "0", "3"],
      ["Total", "3", "1", "4", "8"],
    ]);
  });

  it("links each grouping and the CSV with the page's filter kept", () => {
    const { getByRole } = render(
      <SourcesReport report={report} filter={{ form: "contact", from: "2026-11-01" }} />,
    );
    const nav = getByRole("navigation", { name: "Group by" });
    expect(within(nav).getByRole("link", { name: "Campaign" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Landing page" }).getAttribute("href")).toBe(
      "/staff/leads?form=contact&from=2026-11-01&by=landing#sources",
    );
    expect(getByRole("link", { name: "Download sources CSV" }).getAttribute("href")).toBe(
      "/staff/leads/sources.csv?form=contact&from=2026-11-01",
    );
  });

  it("shows the newest weeks only, and says so", () => {
    const weeks = Array.from({ length: PAGE_WEEKS + 4 }, (_, i) =>
      new Date(Date.UTC(2026, 0, 5 + 7 * i)).toISOString().slice(0, 10),
    );
    const long: WeeklySources = { ...report, weeks, counts: weeks.map(() => [1, 0, 0]) };
    const { getByRole } = render(<SourcesReport report={long} filter={{}} />);
    const table = getByRole("table", { name: /the newest 26 of 30 weeks/ });
    expect(within(table).getAllByRole("row")).toHaveLength(PAGE_WEEKS + 2);
  });

  it("says when the filter has no leads", () => {
    const { getByText, queryByRole } = render(
      <SourcesReport report={{ dimension: "source", weeks: [], columns: [], counts: [] }} filter={{}} />,
    );
    expect(getByText("No leads in this period.")).toBeTruthy();
    expect(queryByRole("img")).toBeNull();
  });
});

describe("FunnelTable", () => {
  it("shows each form's views, starts and submissions with the rates between them", () => {
    const { getByRole } = render(
      <FunnelTable
        funnel={[
          { form: "contact", views: 8, starts: 4, submissions: 1 },
          { form: "demo", views: 0, starts: 0, submissions: 2 },
        ]}
        retentionDays={null}
      />,
    );
    const rows = within(getByRole("table", { name: "Views, starts and submissions per form" })).getAllByRole(
      "row",
    );
    expect(rows.slice(1).map(cells)).toEqual([
      ["Contact Us", "8", "4", "1", "50%", "25%", "12.5%"],
      ["Get a demo", "0", "0", "2", "–", "–", "–"],
    ]);
  });

  const funnel = [{ form: "contact" as const, views: 40, starts: 10, submissions: 0 }];

  it("says submissions count only the leads still kept when old leads are deleted, and nothing when kept", () => {
    const { getByText } = render(<FunnelTable funnel={funnel} retentionDays={90} />);
    expect(
      getByText("Submissions count the leads still kept: leads older than 90 days are deleted."),
    ).toBeTruthy();
    const { getByText: getOne } = render(<FunnelTable funnel={funnel} retentionDays={1} />);
    expect(
      getOne("Submissions count the leads still kept: leads older than 1 day are deleted."),
    ).toBeTruthy();
    const { container } = render(<FunnelTable funnel={funnel} retentionDays={null} />);
    expect(container.textContent).not.toContain("leads still kept");
  });
});
