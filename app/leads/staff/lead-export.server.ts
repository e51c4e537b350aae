/**
 * The staff exports (GET /api/leads as JSON or CSV, and the staff page's CSV download), streamed:
 * leads are read newest first in batches by keyset (created_at, id), each batch written out before
 * the next is read, so memory holds one batch whatever the number of leads. Keyset pages are plain
 * SQL that PGlite and PostgreSQL run alike, and unlike OFFSET each costs the same however deep.
 */
import { and, count, desc, getTableColumns, sql } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { leadSubmissions } from "~/db/schema.server";
import type { GuardedClient } from "~/http/bearer-gate.server";
import { logger } from "~/lib/logger.server";
import { NO_STORE_HEADERS } from "~/http/no-store";
import { type LeadAttribution, snakeName, textFacts } from "../shared/attribution";
import { recordAudit } from "./audit.server";
import type { LeadFilter } from "./filter";
import { describeLeads, filterCondition, type StaffLead, staffGate } from "./lead-access.server";

/** Leads read per batch: a few hundred kilobytes of rows, few enough round trips. */
export const EXPORT_BATCH_SIZE = 500;

/** One CSV cell: quoted, and a leading = + - @ neutralised so spreadsheets never run it as a formula. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Where each lead came from: a column per fact, and the click ids present as "gclid; fbclid". */
const ATTRIBUTION_CSV: readonly (readonly [string, (attribution: LeadAttribution) => string | null])[] = [
  ...textFacts.map((fact) => [snakeName(fact), (a: LeadAttribution) => a[fact]] as const),
  [snakeName("clickIds"), (a) => a.clickIds.join("; ")],
];

export const CSV_COLUMNS = [
  "id",
  "created_at",
  "form",
  "name",
  "email",
  "contact",
  "message",
  "product",
  "mail",
  "attachment_names",
  "attachment_sizes",
  "attachment_sha256",
  ...ATTRIBUTION_CSV.map(([column]) => column),
];

/** One lead as a CSV record, with its line break. */
function csvRecord(lead: StaffLead): string {
  const cells = [
    lead.id,
    lead.createdAt,
    lead.form,
    lead.name,
    lead.email,
    lead.contact,
    lead.message,
    lead.product.join("; "),
    lead.mail,
    lead.attachments.map((file) => file.name).join(" | "),
    lead.attachments.map((file) => file.size).join(" | "),
    lead.attachments.map((file) => file.sha256).join(" | "),
    ...ATTRIBUTION_CSV.map(([, cell]) => cell(lead.attribution)),
  ];
  return `${cells.map(csvCell).join(",")}\r\n`;
}

const CSV_HEADER = `${CSV_COLUMNS.join(",")}\r\n`;

/** Leads as a whole CSV document (the stream writes the same header and records). */
export function leadsCsv(leads: StaffLead[]): string {
  return CSV_HEADER + leads.map(csvRecord).join("");
}

/**
 * The filtered leads newest first, a batch at a time. The cursor is the last row's created_at as the
 * database prints it (microseconds kept: a JavaScript Date would cut them and skip or repeat rows).
 */
export async function* leadBatches(
  filter: LeadFilter,
  { batchSize = EXPORT_BATCH_SIZE, database: given }: { batchSize?: number; database?: Database } = {},
): AsyncGenerator<StaffLead[]> {
  const database = given ?? (await db());
  const condition = filterCondition(filter);
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const rows = await database
      .select({
        ...getTableColumns(leadSubmissions),
        cursor: sql<string>`${leadSubmissions.createdAt}::text`,
      })
      .from(leadSubmissions)
      .where(
        and(
          condition,
          after
            ? sql`(${leadSubmissions.createdAt}, ${leadSubmissions.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(leadSubmissions.createdAt), desc(leadSubmissions.id))
      .limit(batchSize);
    if (rows.length > 0) yield describeLeads(database, rows);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.cursor, id: last.id };
  }
}

/** How many leads the filter keeps, for the audit trail (read before the export starts). */
export async function countLeads(filter: LeadFilter): Promise<number> {
  const database = await db();
  const [row] = await database
    .select({ leads: count() })
    .from(leadSubmissions)
    .where(filterCondition(filter));
  return row?.leads ?? 0;
}

export type ExportFormat = "json" | "csv";

/** The text around and between the leads of each format. */
const FRAMES: Record<
  ExportFormat,
  { open: string; record: (lead: StaffLead, index: number) => string; close: string }
> = {
  json: {
    open: '{"leads":[',
    record: (lead, index) => `${index === 0 ? "" : ","}${JSON.stringify(lead)}`,
    close: "]}",
  },
  csv: { open: CSV_HEADER, record: csvRecord, close: "" },
};

/**
 * The export as a byte stream that asks for the next batch only when the client has taken the last
 * one (a generator reads nothing until asked), so a slow client holds one batch, not the table.
 */
export function exportStream(
  format: ExportFormat,
  batches: AsyncGenerator<StaffLead[]>,
): ReadableStream<Uint8Array> {
  const frame = FRAMES[format];
  const encoder = new TextEncoder();
  let written = 0;
  // A client that leaves while a batch is being read: the batch has nowhere to go, and no error.
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(frame.open));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (cancelled) return;
        if (next.done) {
          if (frame.close) controller.enqueue(encoder.encode(frame.close));
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map((lead) => frame.record(lead, written++)).join("")));
      } catch (error) {
        // The status is sent already: the client sees a cut-off body, the log says why.
        logger.error({ err: error, format }, "lead export failed part-way");
        controller.error(error);
      }
    },
    async cancel() {
      cancelled = true;
      await batches.return(undefined);
    },
  });
}

const CONTENT_TYPES: Record<ExportFormat, Record<string, string>> = {
  json: { "Content-Type": "application/json" },
  csv: { "Content-Type": "text/csv; charset=utf-8" },
};

/** The export as a download; the caller has checked who asks and recorded the audit event. */
export function exportResponse(format: ExportFormat, filter: LeadFilter): Response {
  const disposition =
    format === "csv"
      ? { "Content-Disposition": `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"` }
      : undefined;
  return new Response(exportStream(format, leadBatches(filter)), {
    headers: { ...NO_STORE_HEADERS, ...CONTENT_TYPES[format], ...disposition },
  });
}

/** GET /api/leads?format=json|csv behind the bearer token: every lead, streamed. */
export async function leadsResponse(request: Request, client: GuardedClient): Promise<Response> {
  const denied = await staffGate(request, client);
  if (denied) return denied;
  const format = new URL(request.url).searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "csv") {
    return Response.json(
      { message: "format must be csv or json" },
      { status: 400, headers: NO_STORE_HEADERS },
    );
  }
  await recordAudit({
    kind: format === "json" ? "lead-listing" : "csv-export",
    via: "api",
    clientIp: client.ip,
    leadCount: await countLeads({}),
  });
  return exportResponse(format, {});
}
