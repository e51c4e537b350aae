import { describe, expect, it } from "vitest";
import { leadSubmissions } from "~/db/schema.server";
import { CSV_COLUMNS } from "../staff/lead-export.server";
import { dimensionFacts } from "./source-dimensions";

describe("the sources report's groupings", () => {
  it("are named in the sources CSV as the leads CSV and the database name the fact each counts", () => {
    // The names themselves, in the sources CSV: staff-insights.server.test.ts.
    for (const fact of Object.values(dimensionFacts))
      expect(CSV_COLUMNS).toContain(leadSubmissions[fact].name);
  });
});
