/**
 * Streamed staff exports (JSON or CSV), read in keyset batches so memory holds one batch however many
 * leads there are; unlike OFFSET, each batch costs the same however deep.
 */
import { ReadableStream as NodeReadableStream } from "node:stream/web";
import { and, desc, getTableColumns, sql } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { leadSubmissions } from "~/db/schema.server";
import { logger } from "~/lib/logger.server";
import { serverAnswers } from "~/site/api-answers.server";
import { jsonMessage, NO_STORE_HEADERS } from "~/http/no-store";
import { snakeName, textFacts } from "../shared/attribution";
import { type AuditWho, recordAudit } from "./audit.server";
import type { LeadFilter } from "./filter";
import { describeLeads, filterCondition, type StaffLead } from "./lead-access.server";

/** Leads per batch: a few hundred kilobytes of rows, with few round trips. */
const EXPORT_BATCH_SIZE = 500;

/** One CSV cell, quoted, with a leading = + - @ neutralised so spreadsheets never run it as a formula. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const CSV_FIELDS: readonly (readonly [string, (lead: StaffLead) => unknown])[] = [
  ["id", (lead) => lead.id],
  ["created_at", (lead) => lead.createdAt],
  ["form", (lead) => lead.form],
  ["name", (lead) => lead.name],
  ["email", (lead) => lead.email],
  ["contact", (lead) => lead.contact],
  ["message", (lead) => lead.message],
  ["product", (lead) => lead.product.join("; ")],
  ["opening", (lead) => lead.opening],
  ["mail", (lead) => lead.mail],
  ["attachment_names", (lead) => lead.attachments.map((file) => file.name).join(" | ")],
  ["attachment_sizes", (lead) => lead.attachments.map((file) => file.size).join(" | ")],
  ["attachment_sha256", (lead) => lead.attachments.map((file) => file.sha256).join(" | ")],
  ...textFacts.map((fact) => [snakeName(fact), (lead: StaffLead) => lead.attribution[fact]] as const),
  [snakeName("clickIds"), (lead) => lead.attribution.clickIds.join("; ")],
];

export const CSV_COLUMNS = CSV_FIELDS.map(([column]) => column);

export const csvLine = (values: unknown[]) => values.map(csvCell).join(",");

/**
 * The filtered leads newest first, a batch at a time. The cursor keeps created_at as database text: a
 * JavaScript Date would drop the microseconds and skip or repeat rows.
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

/** The headers of a CSV download, named `{stem}-{today (UTC)}.csv`. */
export const csvHeaders = (stem: string) => ({
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": `attachment; filename="${stem}-${new Date().toISOString().slice(0, 10)}.csv"`,
});

const FRAMES = {
  json: {
    open: '{"leads":[',
    record: (lead: StaffLead, index: number) => `${index === 0 ? "" : ","}${JSON.stringify(lead)}`,
    close: "]}",
  },
  csv: {
    open: `${CSV_COLUMNS.join(",")}\r\n`,
    record: (lead: StaffLead) => `${csvLine(CSV_FIELDS.map(([, cell]) => cell(lead)))}\r\n`,
    close: "",
  },
};

type ExportFormat = keyof typeof FRAMES;

/**
 * The export as a byte stream that reads the next batch only when the client has taken the last; a
 * client that leaves ends the reading without an error.
 */
export function exportStream(format: ExportFormat, batches: AsyncIterable<StaffLead[]>) {
  const frame = FRAMES[format];
  const encoder = new TextEncoder();
  async function* chunks() {
    yield encoder.encode(frame.open);
    let written = 0;
    try {
      for await (const batch of batches)
        yield encoder.encode(batch.map((lead) => frame.record(lead, written++)).join(""));
    } catch (error) {
      // The status is already sent: the client sees a truncated body, and the log says why.
      logger.error({ err: error, format }, "lead export failed part-way");
      throw error;
    }
    if (frame.close) yield encoder.encode(frame.close);
  }
  // Node's stream, typed as the web's one the Response takes (the DOM typings lack `from`).
  return NodeReadableStream.from(chunks()) as ReadableStream<Uint8Array>;
}

/** The export as a download, once its audit event is written; the caller checks access. */
export async function exportResponse(format: ExportFormat, filter: LeadFilter, who: AuditWho) {
  const leadCount = await (await db()).$count(leadSubmissions, filterCondition(filter));
  const kind = format === "json" ? "lead-listing" : "csv-export";
  await recordAudit({ kind, ...who, leadCount });
  const headers = format === "csv" ? csvHeaders("leads") : { "Content-Type": "application/json" };
  return new Response(exportStream(format, leadBatches(filter)), {
    headers: { ...NO_STORE_HEADERS, ...headers },
  });
}

/** GET /api/leads?format=json|csv: every lead, streamed; the caller checks the bearer token. */
export async function leadsResponse(request: Request, clientIp: string): Promise<Response> {
  const format = new URL(request.url).searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "csv") {
    return jsonMessage(400, serverAnswers.staffApi.unknownFormat);
  }
  return exportResponse(format, {}, { via: "api", clientIp });
}
