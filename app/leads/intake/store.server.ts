/**
 * Stores an accepted lead in one transaction: the submission, its attachments, its outbox rows and the
 * used captcha challenge. Nothing is kept if any part fails.
 */
import { randomUUID, webcrypto } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { writeAttachmentBytes } from "~/db/attachment-bytes.server";
import { type Database, db } from "~/db/client.server";
import {
  captchaUsed,
  leadAttachments,
  leadSubmissions,
  mailOutbox,
  type OutboxKind,
} from "~/db/schema.server";
import { env } from "~/env.server";
import type { LeadAttribution } from "../shared/attribution";
import { type FormId, leadForms } from "../shared/contract";
import { CONTENT_TYPES, type DocumentKind } from "./file-signature.server";
import type { LeadFields } from "../shared/schema";

export type NewAttachment = { originalName: string; kind: DocumentKind; bytes: Uint8Array };

/** A solved challenge, kept until it expires so that it cannot be used again. */
export type UsedCaptcha = { key: string; expiresAt: Date };

export type NewLead = {
  /** The id the browser gave the submission (SUBMISSION_ID_FIELD); generated when absent. */
  id?: string;
  formId: FormId;
  fields: LeadFields;
  attachments: NewAttachment[];
  clientIp: string;
  userAgent: string | null;
  captchaProvider: string;
  /** Where the lead came from; absent for an API client that sent none. */
  attribution?: LeadAttribution;
  /** Recorded in the same transaction, so a replayed challenge cannot commit. */
  captcha?: UsedCaptcha;
};

export class CaptchaReplayError extends Error {}

/**
 * How to answer a submission id sent again (the browser lost the response): "new" when no lead has it.
 * A browser retry carries its lead's own challenge and is "taken" again. Any other challenge is treated
 * as for a new lead (an unused one is used now, a used one is "replayed"), so the answer never reveals
 * whether an id exists.
 */
export async function resentLead(
  id: string | undefined,
  captcha: UsedCaptcha | undefined,
): Promise<"new" | "taken" | "replayed"> {
  if (id === undefined) return "new";
  const database = await db();
  if ((await database.$count(leadSubmissions, eq(leadSubmissions.id, id))) === 0) return "new";
  if (!captcha) return "taken";
  if (await recordCaptcha(database, captcha, id)) return "taken";
  const spentByThisLead = and(eq(captchaUsed.key, captcha.key), eq(captchaUsed.submissionId, id));
  return (await database.$count(captchaUsed, spentByThisLead)) > 0 ? "taken" : "replayed";
}

/** Marks a challenge used without storing a lead, so each no-script question allows one guess. */
export async function spendCaptcha(captcha: UsedCaptcha): Promise<void> {
  await recordCaptcha(await db(), captcha);
}

/** Records a challenge as used (by `submissionId` when given); false when it already was. */
async function recordCaptcha(writer: Pick<Database, "insert">, captcha: UsedCaptcha, submissionId?: string) {
  const inserted = await writer
    .insert(captchaUsed)
    .values({ ...captcha, submissionId })
    .onConflictDoNothing()
    .returning({ key: captchaUsed.key });
  return inserted.length > 0;
}

export async function storeLead(lead: NewLead, database?: Database, config = env()): Promise<string> {
  database ??= await db();
  const id = lead.id ?? randomUUID();
  const mailDomain = new URL(config.PUBLIC_URL).hostname || "localhost";
  // Hashed before the transaction, so no database connection waits on it; Web Crypto hashes on
  // libuv's thread pool, so a large upload does not block the event loop.
  const attachments = await Promise.all(
    lead.attachments.map(async (file) => {
      const digest = await webcrypto.subtle.digest("SHA-256", file.bytes);
      return { ...file, sha256: Buffer.from(digest).toString("hex") };
    }),
  );
  await database.transaction(async (tx) => {
    if (lead.captcha && !(await recordCaptcha(tx, lead.captcha, id)))
      throw new CaptchaReplayError("captcha already used");
    await tx.insert(leadSubmissions).values({
      // An absent field or attribution is stored as its column's default: null, or [] for the lists.
      ...lead.fields,
      ...lead.attribution,
      id,
      formId: lead.formId,
      variant: leadForms[lead.formId].variant,
      clientIp: lead.clientIp,
      userAgent: lead.userAgent?.slice(0, 400) ?? null,
      captchaProvider: lead.captchaProvider,
    });
    for (const [index, file] of attachments.entries()) {
      const position = index + 1;
      await tx.insert(leadAttachments).values({
        submissionId: id,
        position,
        originalName: file.originalName,
        storedName: `${id}-${position}.${file.kind}`,
        contentType: CONTENT_TYPES[file.kind],
        size: file.bytes.byteLength,
        sha256: file.sha256,
      });
      await writeAttachmentBytes(tx, { submissionId: id, position }, file.bytes);
    }
    const kinds: OutboxKind[] = ["lead"];
    if (config.MAIL_CONFIRMATION && lead.fields.email) kinds.push("confirmation");
    if (config.LEADS_WEBHOOK_URL !== undefined) kinds.push("webhook");
    await tx.insert(mailOutbox).values(
      kinds.map((kind) => ({
        submissionId: id,
        kind,
        messageId: `<${kind}.${id}@${mailDomain}>`,
      })),
    );
  });
  return id;
}
