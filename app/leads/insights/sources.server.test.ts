import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { LeadAttribution } from "~/leads/shared/attribution";
import type { FormId } from "~/leads/shared/contract";
import { testEngines } from "../../../tests/support/postgres-database";
import { weeklySources } from "./sources.server";
import { storeLeadAt } from "../../../tests/support/stored-lead";

describe.each(testEngines)("leads per week by source, on %s", (_engine, open) => {
  const database = open();
  const leadAt = (at: string, attribution: Partial<LeadAttribution>, form?: FormId) =>
    storeLeadAt(database(), at, attribution, form);

  beforeAll(async () => {
    // Week of Monday 2026-11-02: two from the newsletter, one with no source at all.
    await leadAt("2026-11-02T00:30:00Z", {
      utmSource: "newsletter",
      utmCampaign: "q4",
      landingPage: "/PRIZM",
    });
    await leadAt("2026-11-08T23:59:00Z", { utmSource: "newsletter", utmCampaign: "q4" });
    await leadAt("2026-11-05T12:00:00Z", {});
    // Sunday 2026-11-01 late evening UTC still belongs to the week before, whatever the server's zone.
    await leadAt("2026-11-01T23:30:00Z", { utmSource: "google" }, "demo");
    // Nothing in the week of 2026-11-09; the week of 2026-11-16: a flood of one-off campaigns.
    for (const n of [1, 2, 3])
      await leadAt("2026-11-17T10:00:00Z", { utmSource: `spam${n}`, utmCampaign: `c${n}` });
  }, 60_000);

  it("counts each UTC week per source, fills empty weeks, names the top values and sums the rest", async () => {
    await database().execute(sql`set time zone 'Pacific/Auckland'`);
    const report = await weeklySources({}, "source", 2, database());
    expect(report.weeks).toEqual(["2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16"]);
    expect(report.columns).toEqual([
      { kind: "value", value: "newsletter" },
      // Ties are broken by name: google before spam1.
      { kind: "value", value: "google" },
      { kind: "none" },
      { kind: "other" },
    ]);
    // The lead without a source (a direct visit) is its own column: not ranked with the spam ones
    // (one lead each, as many as it), not summed into "other".
    expect(report.counts).toEqual([
      [0, 1, 0, 0],
      [2, 0, 1, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 3],
    ]);
  });

  it("applies the staff filter: form, period and search", async () => {
    const demo = await weeklySources({ form: "demo" }, "source", 5, database());
    expect(demo.counts).toEqual([[1]]);
    const landing = await weeklySources({ to: "2026-11-02" }, "landing", 5, database());
    expect(landing.columns).toEqual([{ kind: "value", value: "/PRIZM" }, { kind: "none" }]);
    expect(landing.counts).toEqual([
      [0, 1],
      [1, 0],
    ]);
    const none = await weeklySources({ q: "nobody-says-this" }, "medium", 5, database());
    expect(none).toEqual({ dimension: "medium", weeks: [], columns: [], counts: [] });
  });
});
