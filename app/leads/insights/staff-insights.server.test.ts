import { beforeAll, describe, expect, it } from "vitest";
import { memoryDatabase } from "../../../tests/support/memory-database";
import { csvRows as parseCsv } from "../../../tests/support/csv-rows";
import { CSV_TOP_VALUES, PAGE_TOP_VALUES, sourcesCsv, staffInsights } from "./staff-insights.server";
import { storeLeadAt } from "../../../tests/support/stored-lead";

const database = memoryDatabase();
/** A flood of one-off campaign names, far more than any grouping names. */
const FLOOD = CSV_TOP_VALUES + 30;

describe("the staff page's sources and the sources CSV", () => {
  beforeAll(async () => {
    for (const at of ["2026-11-03T09:00:00Z", "2026-11-04T09:00:00Z"])
      await storeLeadAt(database(), at, {
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "q4",
        landingPage: "/PRIZM",
      });
    for (let n = 0; n < FLOOD; n++)
      await storeLeadAt(database(), "2026-11-10T09:00:00Z", { utmSource: "ads", utmCampaign: `flood-${n}` });
  }, 120_000);

  it("groups the page's report as its URL asks, named values bounded, with the funnel", async () => {
    const bySource = await staffInsights({}, new URLSearchParams(), database());
    expect(bySource.sources.dimension).toBe("source");
    expect(bySource.sources.columns).toEqual([
      { kind: "value", value: "ads" },
      { kind: "value", value: "newsletter" },
    ]);
    expect(bySource.funnel.find((row) => row.form === "contact")?.submissions).toBe(FLOOD + 2);
    const byCampaign = await staffInsights({}, new URLSearchParams("by=campaign"), database());
    expect(byCampaign.sources.columns).toHaveLength(PAGE_TOP_VALUES + 1);
    expect(byCampaign.sources.columns[0]).toEqual({ kind: "value", value: "q4" });
    expect(byCampaign.sources.columns.at(-1)).toEqual({ kind: "other" });
    expect(byCampaign.sources.counts.flat().reduce((a, b) => a + b, 0)).toBe(FLOOD + 2);
    // An unknown grouping is the default one, not an error.
    const unknown = await staffInsights({}, new URLSearchParams("by=drop table"), database());
    expect(unknown.sources.dimension).toBe("source");
    // The funnel's note on deleted leads follows LEADS_RETENTION_DAYS.
    expect(unknown.retentionDays).toBeNull();
  });

  it("writes every grouping's weeks to the CSV, at most the top values named and the rest as (other)", async () => {
    const rows = parseCsv(await sourcesCsv({}, database()));
    expect(rows[0]).toEqual(["week", "grouping", "value", "leads"]);
    const lines = rows.slice(1);
    expect(lines).toContainEqual(["2026-11-02", "utm_source", "newsletter", "2"]);
    expect(lines).toContainEqual(["2026-11-02", "utm_medium", "email", "2"]);
    expect(lines).toContainEqual(["2026-11-02", "landing_page", "/PRIZM", "2"]);
    expect(lines).toContainEqual(["2026-11-09", "utm_medium", "(none)", String(FLOOD)]);
    expect(lines).toContainEqual(["2026-11-09", "landing_page", "(none)", String(FLOOD)]);
    const campaigns = lines.filter(([, grouping]) => grouping === "utm_campaign");
    // q4 plus 49 flood names named, the other 31 summed.
    expect(campaigns).toHaveLength(CSV_TOP_VALUES + 1);
    expect(campaigns).toContainEqual([
      "2026-11-09",
      "utm_campaign",
      "(other)",
      String(FLOOD - CSV_TOP_VALUES + 1),
    ]);
    // Each grouping accounts for every lead of the filter.
    for (const grouping of ["utm_source", "utm_medium", "utm_campaign", "landing_page"]) {
      const total = lines
        .filter((line) => line[1] === grouping)
        .reduce((sum, line) => sum + Number(line[3]), 0);
      expect(total, grouping).toBe(FLOOD + 2);
    }
  });
});
