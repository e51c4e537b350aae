import { describe, expect, it } from "vitest";
import { type LeadAttribution, noAttribution } from "~/leads/shared/attribution";
import { knownAttribution } from "../../../tests/support/known-attribution";
import { csvRecords } from "../../../tests/support/csv-rows";
import { plainStaffLead } from "../../../tests/support/staff-lead";
import type { StaffLead } from "./lead-access.server";
import { leadsCsv } from "./lead-export.server";

/** A lead as the staff listing has it, with the given attribution. */
const staffLead = (attribution: LeadAttribution): StaffLead => ({ ...plainStaffLead, attribution });
/** A stored file of the lead, as the listing names it. */
function attachment(n: number, name: string, size: number, sha256: string) {
  return { n, name, storedName: `id-1-${n}`, contentType: "x", size, sha256, url: `/u${n}` };
}

describe("CSV export", () => {
  it("lists attachment names, sizes and hashes, never bytes", () => {
    const csv = leadsCsv([
      {
        ...staffLead(noAttribution),
        message: "Hello,\nworld",
        product: ["PRIZM Rates"],
        outbox: [{ kind: "lead", status: "sent" }],
        attachments: [attachment(1, "a.pdf", 10, "ab"), attachment(2, "b.docx", 20, "cd")],
      },
    ]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe(
      "id,created_at,form,name,email,contact,message,product,opening,mail,attachment_names,attachment_sizes,attachment_sha256," +
        "landing_page,form_page,referrer_origin,utm_source,utm_medium,utm_campaign,utm_term,utm_content,click_ids",
    );
    expect(row).toContain('"a.pdf | b.docx","10 | 20","ab | cd"');
    expect(row).toContain('"Hello,\nworld"');
  });

  it("names the job opening of an application, and leaves the cell empty for other leads", () => {
    const application: StaffLead = { ...staffLead(noAttribution), form: "job-apply", opening: "senior-dev" };
    const [applied, contacted] = csvRecords(leadsCsv([application, staffLead(noAttribution)]));
    expect(applied).toMatchObject({ form: "job-apply", opening: "senior-dev" });
    expect(contacted).toMatchObject({ form: "contact", opening: "" });
  });

  it("has a column for every fact of where the lead came from", () => {
    const [record] = csvRecords(leadsCsv([staffLead(knownAttribution), staffLead(noAttribution)]));
    expect(record).toMatchObject({
      landing_page: "/PRIZM",
      form_page: "/Contact-us",
      referrer_origin: "https://news.example",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "q4",
      utm_term: "rates",
      utm_content: "hero",
      click_ids: "gclid; fbclid",
    });
  });

  it("stays intact and inert whatever the attribution holds: quotes, line breaks, formulas", () => {
    // Values the attribution rules would refuse: the CSV must be safe on its own.
    const hostile = {
      landingPage: '/a"b,c',
      formPage: "/x\r\n=1+1",
      referrerOrigin: '=HYPERLINK("https://evil.example","x")',
      utmSource: "+cmd|' /C calc'!A0",
      utmMedium: "-2+3",
      utmCampaign: "@SUM(A1:A9)",
      utmTerm: "\t=1",
      utmContent: '",=2,"',
      clickIds: [],
    } satisfies LeadAttribution;
    const csv = leadsCsv([staffLead(hostile), staffLead(noAttribution)]);
    const records = csvRecords(csv);
    expect(records).toHaveLength(2);
    expect(records.map((r) => r.id)).toEqual(["id-1", "id-1"]);
    const [record] = records;
    // Every value comes back whole, and nothing a spreadsheet would run starts a cell.
    expect(record).toMatchObject({
      landing_page: '/a"b,c',
      form_page: "/x\r\n=1+1",
      referrer_origin: '\'=HYPERLINK("https://evil.example","x")',
      utm_source: "'+cmd|' /C calc'!A0",
      utm_medium: "'-2+3",
      utm_campaign: "'@SUM(A1:A9)",
      utm_term: "'\t=1",
      utm_content: '",=2,"',
      click_ids: "",
    });
    for (const cell of Object.values(record!)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});
