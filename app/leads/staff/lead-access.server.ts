/**
 * Staff access to leads: the bearer-token check (404 when ADMIN_TOKEN is unset), pages of leads, and
 * attachment downloads. Files are never on a public path.
 */
import { type SQL, and, asc, desc, eq, gte, ilike, inArray, lt, or } from "drizzle-orm";
import { z } from "zod";
import { attachmentStream } from "~/db/attachment-bytes.server";
import { type Database, db } from "~/db/client.server";
import { leadAttachments, leadSubmissions, mailOutbox } from "~/db/schema.server";
import { env } from "~/env.server";
import { bearerGate, type GuardedClient } from "~/http/bearer-gate.server";
import { contentDisposition } from "../shared/filename.server";
import { attachmentFactColumns, leadFields } from "../shared/lead-fields.server";
import { type AuditWho, recordAudit } from "./audit.server";
import { containsPattern, LEADS_PAGE_SIZE, type LeadFilter } from "./filter";
import { jsonMessage, NO_STORE_HEADERS } from "~/http/no-store";
import { logger } from "~/lib/logger.server";
import { serverAnswers } from "~/site/api-answers.server";

/** The SQL condition of a filter, or undefined when it matches every lead. */
export function filterCondition(filter: LeadFilter): SQL | undefined {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  return and(
    filter.form ? eq(leadSubmissions.formId, filter.form) : undefined,
    // Whole UTC days: from `from` 00:00 until `to` 24:00 (ISO 8601's end of a day), that instant excluded.
    filter.from ? gte(leadSubmissions.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lt(leadSubmissions.createdAt, new Date(`${filter.to}T24:00:00Z`)) : undefined,
    pattern
      ? or(
          ilike(leadSubmissions.name, pattern),
          ilike(leadSubmissions.email, pattern),
          ilike(leadSubmissions.message, pattern),
        )
      : undefined,
  );
}

/** A page of filtered leads, newest first, with their outbox rows and attachments; and whether more follow. */
export async function pageOfLeads(filter: LeadFilter, page: number) {
  const database = await db();
  const submissions = await database
    .select()
    .from(leadSubmissions)
    .where(filterCondition(filter))
    .orderBy(desc(leadSubmissions.createdAt), desc(leadSubmissions.id))
    .limit(LEADS_PAGE_SIZE + 1)
    .offset((page - 1) * LEADS_PAGE_SIZE);
  const leads = await describeLeads(database, submissions.slice(0, LEADS_PAGE_SIZE));
  return { leads, hasNext: submissions.length > LEADS_PAGE_SIZE };
}

/** Leads as staff see them, with their outbox rows (oldest first) and attachments. */
export async function describeLeads(
  database: Database,
  submissions: (typeof leadSubmissions.$inferSelect)[],
) {
  if (submissions.length === 0) return [];
  const ids = submissions.map((lead) => lead.id);
  const files = await database
    .select({
      ...attachmentFactColumns,
      submissionId: leadAttachments.submissionId,
      storedName: leadAttachments.storedName,
    })
    .from(leadAttachments)
    .where(inArray(leadAttachments.submissionId, ids))
    .orderBy(asc(leadAttachments.position));
  const outboxRows = await database
    .select({ submissionId: mailOutbox.submissionId, kind: mailOutbox.kind, status: mailOutbox.status })
    .from(mailOutbox)
    .where(inArray(mailOutbox.submissionId, ids))
    .orderBy(asc(mailOutbox.id));
  const filesOf = Map.groupBy(files, (file) => file.submissionId);
  const outboxOf = Map.groupBy(outboxRows, (row) => row.submissionId);
  return submissions.map((lead) => {
    const outbox = (outboxOf.get(lead.id) ?? []).map(({ kind, status }) => ({ kind, status }));
    return {
      ...leadFields(lead),
      mail: outbox.findLast((row) => row.kind === "lead")?.status ?? "none",
      outbox,
      attachments: (filesOf.get(lead.id) ?? []).map(({ submissionId, ...file }) => ({
        ...file,
        url: `/api/leads/${submissionId}/attachments/${file.n}`,
      })),
    };
  });
}

export type StaffLead = Awaited<ReturnType<typeof describeLeads>>[number];

/**
 * A staff API call behind `Authorization: Bearer $ADMIN_TOKEN`; a database that does not answer is a
 * 503, never a stack trace.
 */
export async function staffApiCall(
  request: Request,
  client: GuardedClient,
  what: string,
  answer: () => Promise<Response>,
): Promise<Response> {
  try {
    return (await bearerGate(request, env().ADMIN_TOKEN, "leads", client)) ?? (await answer());
  } catch (error) {
    logger.error({ err: error }, `${what} failed`);
    return jsonMessage(503, serverAnswers.staffApi.storageUnavailable);
  }
}

/** One attachment as a streamed download, after its audit event is written; the caller checks access. */
export async function attachmentDownload(id: string, n: string, who: AuditWho) {
  const position = Number(n);
  if (!z.guid().safeParse(id).success || !/^\d{1,3}$/.test(n) || position < 1) {
    return jsonMessage(404, serverAnswers.tokenGuarded.notFound);
  }
  const database = await db();
  const [file] = await database
    .select()
    .from(leadAttachments)
    .where(and(eq(leadAttachments.submissionId, id.toLowerCase()), eq(leadAttachments.position, position)));
  if (!file) return jsonMessage(404, serverAnswers.tokenGuarded.notFound);
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
