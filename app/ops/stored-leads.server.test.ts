import { describe, expect, it } from "vitest";
import { storeLeadAt } from "../../tests/support/stored-lead";
import { memoryDatabase } from "../../tests/support/memory-database";
import { storedLeadsByForm } from "./stored-leads.server";

const database = memoryDatabase();

describe("stored leads per form", () => {
  it("counts the leads the database holds, per form id", async () => {
    expect(await storedLeadsByForm(database())).toEqual({});
    await storeLeadAt(database(), "2026-11-02T10:00:00Z");
    await storeLeadAt(database(), "2026-11-03T10:00:00Z");
    await storeLeadAt(database(), "2026-11-03T10:00:00Z", {}, "job-apply");
    expect(await storedLeadsByForm(database())).toEqual({ contact: 2, "job-apply": 1 });
  });
});
