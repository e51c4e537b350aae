import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { logger } from "~/lib/logger.server";
import { type LeadAttribution, noAttribution } from "~/leads/shared/attribution";
import { knownAttribution } from "../../../tests/support/known-attribution";
import { csvRecords } from "../../../tests/support/csv-rows";
import { plainStaffLead } from "../../../tests/support/staff-lead";
import { testEngines } from "../../../tests/support/postgres-database";
import type { StaffLead } from "./lead-access.server";
import { exportStream, leadBatches } from "./lead-export.server";

describe.each(testEngines)("leadBatches on %s", (_engine, open) => {
  const database = open();

  /** `count` leads; every third shares its created_at with the one before, to the microsecond. */
  async function seedLeads(count: number) {
    await database().execute(sql`delete from lead_submissions`);
    await database().execute(sql`
    insert into lead_submissions (id, form_id, variant, name, captcha_provider, created_at)
    select gen_random_uuid(), case when n % 2 = 0 then 'contact' else 'demo' end, 'contact-page',
      'Lead ' || n, 'altcha',
      timestamptz '2026-03-01 12:00:00.000001' - ((n - n / 3) * interval '1.000001 second')
    from generate_series(1, ${count}) as n`);
  }

  it("reads every lead once, newest first, in batches of the given size, ties and microseconds included", async () => {
    await seedLeads(250);
    const batches: StaffLead[][] = [];
    for await (const batch of leadBatches({}, { batchSize: 40, database: database() })) batches.push(batch);
    expect(batches.map((batch) => batch.length)).toEqual([40, 40, 40, 40, 40, 40, 10]);
    const all = batches.flat();
    expect(new Set(all.map((row) => row.id)).size).toBe(250);
    const ordered = [...all].sort((a, b) =>
      a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
    );
    expect(all.map((row) => row.id)).toEqual(ordered.map((row) => row.id));
  });

  it("applies the filter to every batch", async () => {
    await seedLeads(101);
    let count = 0;
    for await (const batch of leadBatches({ form: "demo" }, { batchSize: 10, database: database() })) {
      expect(batch.every((row) => row.form === "demo")).toBe(true);
      count += batch.length;
    }
    expect(count).toBe(51);
  });
});

const lead = (id: number): StaffLead => ({ ...plainStaffLead, id: `id-${id}`, name: `Lead ${id}` });

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe("exportStream", () => {
  /** Batches of two leads, counting how many were asked for. */
  function countedBatches(total: number) {
    const counter = { read: 0 };
    async function* batches() {
      for (let at = 0; at < total; at += 2) {
        counter.read++;
        yield [lead(at), lead(at + 1)];
      }
    }
    return { counter, batches: batches() };
  }

  it("reads a batch only when the client has taken the one before", async () => {
    const { counter, batches } = countedBatches(1000);
    const reader = exportStream("json", batches).getReader();
    await reader.read(); // the opening
    await reader.read(); // the first batch
    expect(counter.read).toBeLessThanOrEqual(2);
    await reader.cancel();
  });

  it("a client that leaves while a batch is read is not logged as a failed export", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    let release = () => {};
    async function* slowBatches() {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      yield [lead(0)];
    }
    const reader = exportStream("csv", slowBatches()).getReader();
    await reader.read(); // the header
    const pending = reader.read(); // asks for the first batch, which waits on the database
    const cancelled = reader.cancel();
    release();
    await Promise.all([pending, cancelled]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  // The CSV's header and records: the CSV tests below.
  it("writes JSON the listing's shape, batch after batch", async () => {
    const json = JSON.parse(await readAll(exportStream("json", countedBatches(6).batches)));
    expect(json).toEqual({ leads: [0, 1, 2, 3, 4, 5].map(lead) });
    expect(JSON.parse(await readAll(exportStream("json", countedBatches(0).batches)))).toEqual({ leads: [] });
  });
});

/** The CSV export of these leads, as the stream writes it. */
async function csvOf(leads: StaffLead[]): Promise<string> {
  async function* oneBatch() {
    yield leads;
  }
  return readAll(exportStream("csv", oneBatch()));
}

/** A lead as the staff listing has it, with the given attribution. */
const staffLead = (attribution: LeadAttribution): StaffLead => ({ ...plainStaffLead, attribution });
/** A stored file of the lead, as the listing names it. */
function attachment(n: number, name: string, size: number, sha256: string) {
  return { n, name, storedName: `id-1-${n}`, contentType: "x", size, sha256, url: `/u${n}` };
}

describe("CSV export", () => {
  it("lists attachment names, sizes and hashes, never bytes", async () => {
    const csv = await csvOf([
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

  it("names the job opening of an application, and leaves the cell empty for other leads", async () => {
    const application: StaffLead = { ...staffLead(noAttribution), form: "job-apply", opening: "senior-dev" };
    const [applied, contacted] = csvRecords(await csvOf([application, staffLead(noAttribution)]));
    expect(applied).toMatchObject({ form: "job-apply", opening: "senior-dev" });
    expect(contacted).toMatchObject({ form: "contact", opening: "" });
  });

  it("has a column for every fact of where the lead came from", async () => {
    const [record] = csvRecords(await csvOf([staffLead(knownAttribution), staffLead(noAttribution)]));
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

  it("stays intact and inert whatever the attribution holds: quotes, line breaks, formulas", async () => {
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
    const csv = await csvOf([staffLead(hostile), staffLead(noAttribution)]);
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
