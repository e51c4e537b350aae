// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { noAttribution } from "~/leads/shared/attribution";
import type { StaffLead } from "./lead-access.server";
import { LeadRow } from "./LeadRow";

afterEach(cleanup);

const contact: StaffLead = {
  id: "id-1",
  createdAt: "2026-01-01T00:00:00.000Z",
  form: "contact",
  name: "Ana",
  email: "ana@example.com",
  contact: null,
  message: null,
  product: [],
  opening: null,
  attribution: noAttribution,
  mail: "sent",
  outbox: [],
  attachments: [],
};

/** The text of the row's form cell, the second cell of the row. */
function formCell(lead: StaffLead): string {
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
    expect(formCell({ ...contact, form: "job-apply", opening: "senior-dev" })).toBe(
      "Job applicationOpening: senior-dev",
    );
    cleanup();
    expect(formCell(contact)).toBe("Contact Us");
  });
});
