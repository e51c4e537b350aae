// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { plainStaffLead } from "../../../tests/support/staff-lead";
import { type ListedLead, LeadRow } from "./LeadRow";

afterEach(cleanup);

/** The text of the row's form cell, the second cell of the row. */
function formCell(lead: ListedLead): string {
  const { container } = render(
    <table>
      <tbody>
        <LeadRow lead={lead} />
      </tbody>
    </table>,
  );
  return container.querySelectorAll("tr > *")[1]?.textContent ?? "";
}

describe("LeadRow", () => {
  it("names the job opening beside an application's form, and none beside other leads", () => {
    expect(formCell({ ...plainStaffLead, form: "job-apply", opening: "senior-dev" })).toBe(
      "Job applicationOpening: senior-dev",
    );
    cleanup();
    expect(
      formCell({ ...plainStaffLead, form: "job-apply", opening: "7", openingTitle: "Senior Developer" }),
    ).toBe("Job applicationOpening: Senior Developer 7");
    cleanup();
    expect(formCell(plainStaffLead)).toBe("Contact Us");
  });
});
