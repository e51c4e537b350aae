import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "~/db/client.server";
import { formFunnelCounts } from "~/db/schema.server";
import { testEngines } from "../../../tests/support/postgres-database";
import { countFormStep, formFunnel } from "./funnel.server";
import { storeLeadAt } from "../../../tests/support/stored-lead";

const today = () => new Date().toISOString().slice(0, 10);

describe.each(testEngines)("the forms' funnel, on %s", (_engine, open) => {
  const database = open();

  beforeAll(async () => {
    // Counted today through the endpoint's own function, concurrently: no increment is lost.
    await Promise.all([
      ...Array.from({ length: 5 }, () => countFormStep("contact", "view", database())),
      countFormStep("contact", "start", database()),
      countFormStep("contact", "start", database()),
      countFormStep("demo", "view", database()),
    ]);
    // Earlier days, written as the table holds them.
    await database()
      .insert(formFunnelCounts)
      .values([
        { day: "2026-01-05", formId: "contact", step: "view", count: 40 },
        { day: "2026-01-05", formId: "contact", step: "start", count: 10 },
        { day: "2026-01-12", formId: "contact", step: "view", count: 7 },
      ]);
    await storeLeadAt(database(), `${today()}T00:00:01Z`);
    await storeLeadAt(database(), "2026-01-05T23:59:59Z");
    await storeLeadAt(database(), "2026-01-06T00:00:00Z", {}, "demo");
    // Just outside the filter's days below, on each side: counted by no filter of those days.
    await storeLeadAt(database(), "2026-01-04T23:59:59.999Z");
    await storeLeadAt(database(), "2026-01-07T00:00:00Z", {}, "demo");
  }, 60_000);

  it("keeps one row per UTC day, form and step, the count only", async () => {
    const rows = rowsOf(
      await database().execute(
        sql`select day::text as day, form_id, step, count::int as count from form_funnel_counts where day = ${today()}::date order by form_id, step`,
      ),
    );
    expect(rows).toEqual([
      { day: today(), form_id: "contact", step: "start", count: 2 },
      { day: today(), form_id: "contact", step: "view", count: 5 },
      { day: today(), form_id: "demo", step: "view", count: 1 },
    ]);
  });

  it("sums each form's views and starts over the filter's days, its leads as submissions", async () => {
    const funnel = await formFunnel({ from: "2026-01-05", to: "2026-01-06" }, database());
    expect(funnel).toEqual([
      { form: "contact", views: 40, starts: 10, submissions: 1 },
      { form: "demo", views: 0, starts: 0, submissions: 1 },
      { form: "internship", views: 0, starts: 0, submissions: 0 },
      { form: "job-apply", views: 0, starts: 0, submissions: 0 },
    ]);
    const contactOnly = await formFunnel({ form: "contact" }, database());
    expect(contactOnly).toEqual([{ form: "contact", views: 52, starts: 12, submissions: 3 }]);
  });

  it("ignores the filter's search: views and starts say nothing a search could find", async () => {
    const searched = await formFunnel({ form: "contact", from: today(), q: "nobody-wrote-this" }, database());
    expect(searched).toEqual([{ form: "contact", views: 5, starts: 2, submissions: 1 }]);
  });
});
