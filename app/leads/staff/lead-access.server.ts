/**
 * Staff access to leads: bearer token compared in constant time, 404 when
 * ADMIN_TOKEN is unset (the API does not exist), CSV or JSON listings with attachment names, sizes
 * and SHA-256 (never the bytes), and single-attachment downloads. Files are never on a public path.
 */
import { type SQL, and, asc, desc, eq, gte, ilike, inArray, lt, or } from "drizzle-orm";
import { attachmentStream } from "~/db/attachment-bytes.server";
import { db } from "~/db/client.server";
import { leadAttachments, leadSubmissions, mailOutbox } from "~/db/schema.server";
import { env } from "~/env.server";
import { bearerGate, type GuardedClient } from "~/lib/bearer-gate.server";
import { type LeadAttribution, snakeName, textFacts } from "../shared/attribution";
import { contentDisposition } from "../shared/filename.server";
import {
  type AttachmentFacts,
  attachmentFactColumns,
  attachmentFacts,
  type LeadFields,
  leadFields,
} from "../shared/lead-fields.server";
import { type AuditEvent, recordAudit } from "./audit.server";
import { containsPattern, filterBounds, type LeadFilter } from "./filter";
import { NO_STORE_HEADERS } from "~/lib/no-store";

/** A Response to send instead of the data, or null when the caller is staff. */
export function staffGate(
  request: Request,
  client: GuardedClient,
  adminToken = env().ADMIN_TOKEN,
): Promise<Response | null> {
  return bearerGate(request, adminToken, "leads", client);
}

export type StaffAttachment = AttachmentFacts & { storedName: string; url: string };
export type StaffLead = LeadFields & {
  mail: string;
  /** Every outbox row of the lead (mail, confirmation, webhook), oldest first. */
  outbox: { kind: string; status: string }[];
  attachments: StaffAttachment[];
};

export type LeadListQuery = {
  filter?: LeadFilter;
  /** At most this many leads (all when unset), after skipping `offset`. */
  limit?: number;
  offset?: number;
};

/** The SQL condition of a filter, or undefined when it keeps every lead (the listing and the reports share it). */
export function filterCondition(filter: LeadFilter): SQL | undefined {
  const { since, before } = filterBounds(filter);
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  return and(
    filter.form ? eq(leadSubmissions.formId, filter.form) : undefined,
    since ? gte(leadSubmissions.createdAt, since) : undefined,
    before ? lt(leadSubmissions.createdAt, before) : undefined,
    pattern
      ? or(
          ilike(leadSubmissions.name, pattern),
          ilike(leadSubmissions.email, pattern),
          ilike(leadSubmissions.message, pattern),
        )
      : undefined,
  );
}

/** Leads newest first (the filter applied), with their outbox rows and attachments described. */
export async function listLeads({
  filter = {},
  limit,
  offset = 0,
}: LeadListQuery = {}): Promise<StaffLead[]> {
  const database = await db();
  const condition = filterCondition(filter);
  let listing = database
    .select()
    .from(leadSubmissions)
    .where(condition)
    .orderBy(desc(leadSubmissions.createdAt), desc(leadSubmissions.id))
    .$dynamic();
  if (limit !== undefined) listing = listing.limit(limit).offset(offset);
  const submissions = await listing;
  if (submissions.length === 0) return [];
  // One page: its ids; everything (the CSV): the same condition as a subquery, never a huge id list.
  const ofListed =
    limit !== undefined
      ? submissions.map((lead) => lead.id)
      : database.select({ id: leadSubmissions.id }).from(leadSubmissions).where(condition);
  const files = await database
    .select({
      ...attachmentFactColumns,
      submissionId: leadAttachments.submissionId,
      storedName: leadAttachments.storedName,
    })
    .from(leadAttachments)
    .where(inArray(leadAttachments.submissionId, ofListed))
    .orderBy(asc(leadAttachments.position));
  const outboxRows = await database
    .select({ submissionId: mailOutbox.submissionId, kind: mailOutbox.kind, status: mailOutbox.status })
    .from(mailOutbox)
    .where(inArray(mailOutbox.submissionId, ofListed))
    .orderBy(asc(mailOutbox.id));
  const mailOf = new Map<string, string>();
  const outboxOf = new Map<string, { kind: string; status: string }[]>();
  for (const row of outboxRows) {
    if (row.kind === "lead") mailOf.set(row.submissionId, row.status);
    const list = outboxOf.get(row.submissionId) ?? [];
    list.push({ kind: row.kind, status: row.status });
    outboxOf.set(row.submissionId, list);
  }
  const filesOf = new Map<string, StaffAttachment[]>();
  for (const file of files) {
    const list = filesOf.get(file.submissionId) ?? [];
    list.push({
      ...attachmentFacts(file),
      storedName: file.storedName,
      url: `/api/leads/${file.submissionId}/attachments/${file.position}`,
    });
    filesOf.set(file.submissionId, list);
  }
  return submissions.map((lead) => ({
    ...leadFields(lead),
    mail: mailOf.get(lead.id) ?? "none",
    outbox: outboxOf.get(lead.id) ?? [],
    attachments: filesOf.get(lead.id) ?? [],
  }));
}

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

export function leadsCsv(leads: StaffLead[]): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const lead of leads) {
    lines.push(
      [
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
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

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
  const leads = await listLeads();
  await recordAudit({
    kind: format === "json" ? "lead-listing" : "csv-export",
    via: "api",
    clientIp: client.ip,
    leadCount: leads.length,
  });
  if (format === "json") return Response.json({ leads }, { headers: NO_STORE_HEADERS });
  return csvResponse(leads);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function attachmentResponse(
  request: Request,
  client: GuardedClient,
  id: string,
  n: string,
): Promise<Response> {
  const denied = await staffGate(request, client);
  if (denied) return denied;
  return attachmentDownload(id, n, { via: "api", clientIp: client.ip });
}

/** The leads as a CSV download (the staff API and the staff page, each behind its own gate). */
export function csvResponse(leads: StaffLead[]): Response {
  return new Response(leadsCsv(leads), {
    headers: {
      ...NO_STORE_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  });
}

/**
 * One attachment, streamed from the database as a download, its audit event written first; the
 * caller has checked who asks.
 */
export async function attachmentDownload(
  id: string,
  n: string,
  who: Pick<AuditEvent, "via" | "clientIp">,
): Promise<Response> {
  const position = Number(n);
  if (!UUID.test(id) || !/^\d{1,3}$/.test(n) || position < 1) {
    return Response.json({ message: "Not Found" }, { status: 404, headers: NO_STORE_HEADERS });
  }
  const database = await db();
  const [file] = await database
    .select()
    .from(leadAttachments)
    .where(and(eq(leadAttachments.submissionId, id.toLowerCase()), eq(leadAttachments.position, position)));
  if (!file) return Response.json({ message: "Not Found" }, { status: 404, headers: NO_STORE_HEADERS });
  await recordAudit({ kind: "attachment-download", ...who, leadId: file.submissionId, attachment: position });
  return new Response(await attachmentStream(database, file), {
    headers: {
      ...NO_STORE_HEADERS,
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(file.originalName),
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
