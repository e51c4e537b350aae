/** A lead as the staff listing has it, for the staff page's and exports' tests to vary. */
import { noAttribution } from "../../app/leads/shared/attribution";
import type { StaffLead } from "../../app/leads/staff/lead-access.server";

/** A contact lead with a name and an address, nothing else given, its e-mail sent. */
export const plainStaffLead: StaffLead = {
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
