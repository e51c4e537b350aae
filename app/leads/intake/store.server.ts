/**
 * Storage of accepted leads: ONE transaction writes the submission, its attachments (bytes
 * included, in pieces) and its outbox row(s), and records the captcha challenge as used. If any part
 * fails, nothing is kept; only after the commit does the visitor get a 200.
 */
import { randomUUID, webcrypto } from "node:crypto";
import { eq } from "drizzle-orm";
import { writeAttachmentBytes } from "~/db/attachment-bytes.server";
import { type Database, db } from "~/db/client.server";
import {
  captchaUsed,
  leadAttachments,
  leadSubmissions,
  mailOutbox,
  type OutboxKind,
} from "~/db/schema.server";
import { type LeadAttribution, noAttribution } from "../shared/attribution";
import type { FormId, FormVariant } from "../shared/contract";
import type { DocumentKind } from "./file-signature.server";
import { CONTENT_TYPES } from "./file-signature.server";
import { storedFilename } from "../shared/filename.server";
import type { LeadFields } from "../shared/schema";

export type NewAttachment = { originalName: string; kind: DocumentKind; bytes: Uint8Array };

export type NewLead = {
  /** The id the browser gave the submission (SUBMISSION_ID_FIELD); a new one when it gave none. */
  id?: string;
  formId: FormId;
  variant: FormVariant;
  fields: LeadFields;
  attachments: NewAttachment[];
  clientIp: string;
  userAgent: string | null;
  captchaProvider: string;
  /** Where the lead came from; nothing known when absent (an API client that sent none). */
  attribution?: LeadAttribution;
  /** The used challenge, recorded in the same transaction so a replay cannot commit. */
  captcha?: { key: string; expiresAt: Date };
  /** Also queue a confirmation e-mail to the visitor (MAIL_CONFIRMATION). */
  confirmation: boolean;
  /** Also queue the lead for LEADS_WEBHOOK_URL (an outbox row of kind `webhook`). */
  webhook?: boolean;
  mailDomain: string;
};

export class CaptchaReplayError extends Error {}

/** Whether a lead with this id is stored: a submission sent again after it was taken. */
export async function leadStored(id: string, database?: Database): Promise<boolean> {
  database ??= await db();
  const rows = await database
    .select({ id: leadSubmissions.id })
    .from(leadSubmissions)
    .where(eq(leadSubmissions.id, id))
    .limit(1);
  return rows.length > 0;
}

/**
 * The answer to a stored submission's id sent again with a captcha that passed. The browser's
 * resend after a lost answer carries the challenge its lead spent: the first answer again. Any other
 * challenge is answered as it would be under a new id, so no answer tells whether an id exists: one
 * spent on another submission is a replay; an unspent one is spent now, as storing would spend it.
 * (reCAPTCHA keeps no key here: Google refuses a token used twice before this is reached.)
 */
export async function resendAnswer(
  id: string,
  captcha: { key: string; expiresAt: Date } | undefined,
  database?: Database,
): Promise<"taken" | "replayed"> {
  if (!captcha) return "taken";
  database ??= await db();
  const spentNow = await database
    .insert(captchaUsed)
    .values({ key: captcha.key, expiresAt: captcha.expiresAt, submissionId: id })
    .onConflictDoNothing()
    .returning({ key: captchaUsed.key });
  if (spentNow.length > 0) return "taken";
  const [spent] = await database
    .select({ submissionId: captchaUsed.submissionId })
    .from(captchaUsed)
    .where(eq(captchaUsed.key, captcha.key));
  return spent?.submissionId === id ? "taken" : "replayed";
}

/**
 * Web Crypto's digest runs on libuv's thread pool: hashing a 25 MB upload does not stop the one
 * JavaScript thread that answers every other request (about 1 ms per MB when it did).
 */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return Buffer.from(await webcrypto.subtle.digest("SHA-256", bytes)).toString("hex");
}

/**
 * Marks a challenge used without storing a lead: a wrong answer to the no-script question spends its
 * token, so each question allows one guess.
 */
export async function spendCaptcha(key: string, expiresAt: Date): Promise<void> {
  const database = await db();
  await database.insert(captchaUsed).values({ key, expiresAt }).onConflictDoNothing();
}

/** Stores the lead; resolves with its id once committed. `database` is for tests; the app's by default. */
export async function storeLead(lead: NewLead, database?: Database): Promise<string> {
  database ??= await db();
  const id = lead.id ?? randomUUID();
  // Before the transaction, so that no database connection waits on the hashing.
  const attachments = await Promise.all(
    lead.attachments.map(async (file) => ({ ...file, sha256: await sha256Hex(file.bytes) })),
  );
  await database.transaction(async (tx) => {
    if (lead.captcha) {
      const inserted = await tx
        .insert(captchaUsed)
        .values({ key: lead.captcha.key, expiresAt: lead.captcha.expiresAt, submissionId: id })
        .onConflictDoNothing()
        .returning({ key: captchaUsed.key });
      if (inserted.length === 0) throw new CaptchaReplayError("captcha already used");
    }
    await tx.insert(leadSubmissions).values({
      id,
      formId: lead.formId,
      variant: lead.variant,
      name: lead.fields.name ?? null,
      email: lead.fields.email ?? null,
      contact: lead.fields.contact ?? null,
      message: lead.fields.message ?? null,
      product: lead.fields.product ?? [],
      clientIp: lead.clientIp,
      userAgent: lead.userAgent?.slice(0, 400) ?? null,
      captchaProvider: lead.captchaProvider,
      ...(lead.attribution ?? noAttribution),
    });
    for (const [index, file] of attachments.entries()) {
      const position = index + 1;
      await tx.insert(leadAttachments).values({
        submissionId: id,
        position,
        originalName: file.originalName,
        storedName: storedFilename(id, position, file.kind),
        contentType: CONTENT_TYPES[file.kind],
        size: file.bytes.byteLength,
        sha256: file.sha256,
      });
      await writeAttachmentBytes(tx, { submissionId: id, position }, file.bytes);
    }
    const kinds: OutboxKind[] = ["lead"];
    if (lead.confirmation && lead.fields.email) kinds.push("confirmation");
    if (lead.webhook) kinds.push("webhook");
    await tx.insert(mailOutbox).values(
      kinds.map((kind) => ({
        submissionId: id,
        kind,
        messageId: `<${kind}.${id}@${lead.mailDomain}>`,
      })),
    );
  });
  return id;
}

/** True when a submission with this id exists (used by tests and the staff API). */
export async function leadExists(id: string): Promise<boolean> {
  const database = await db();
  const rows = await database
    .select({ id: leadSubmissions.id })
    .from(leadSubmissions)
    .where(eq(leadSubmissions.id, id));
  return rows.length > 0;
}
