import { leadAttachments, type leadSubmissions } from "~/db/schema.server";
import { clickIdsOf, type LeadAttribution, noAttribution, textFacts } from "./attribution";

type LeadRow = typeof leadSubmissions.$inferSelect;

export function attributionOfRow(row: LeadRow): LeadAttribution {
  const attribution: LeadAttribution = { ...noAttribution, clickIds: clickIdsOf(row.clickIds) };
  for (const fact of textFacts) attribution[fact] = row[fact];
  return attribution;
}

/** A lead as staff and webhook receivers see it: never the captcha, client address or user agent. */
export function leadFields(row: LeadRow) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    form: row.formId,
    name: row.name,
    email: row.email,
    contact: row.contact,
    message: row.message,
    product: row.product,
    opening: row.opening,
    // Where the lead came from; all null for leads stored before attribution was recorded.
    attribution: attributionOfRow(row),
  };
}

export type LeadFields = ReturnType<typeof leadFields>;

/** An attachment without its bytes, as staff and webhook receivers see it. */
export const attachmentFactColumns = {
  n: leadAttachments.position,
  name: leadAttachments.originalName,
  contentType: leadAttachments.contentType,
  size: leadAttachments.size,
  sha256: leadAttachments.sha256,
};
