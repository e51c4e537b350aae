import { leadAttachments, type leadSubmissions } from "~/db/schema.server";

/**
 * A lead as the people it is for see it (staff, an alert receiver): what the visitor sent and when,
 * never the captcha, the client address or the user agent kept beside it.
 */
export type LeadFields = {
  id: string;
  createdAt: string;
  form: string;
  name: string | null;
  email: string | null;
  contact: string | null;
  message: string | null;
  product: string[];
};

export function leadFields(row: typeof leadSubmissions.$inferSelect): LeadFields {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    form: row.formId,
    name: row.name,
    email: row.email,
    contact: row.contact,
    message: row.message,
    product: row.product ?? [],
  };
}

/** An attachment described without its bytes. */
export type AttachmentFacts = { n: number; name: string; contentType: string; size: number; sha256: string };

/** The columns attachmentFacts reads, for a select of lead_attachments. */
export const attachmentFactColumns = {
  position: leadAttachments.position,
  originalName: leadAttachments.originalName,
  contentType: leadAttachments.contentType,
  size: leadAttachments.size,
  sha256: leadAttachments.sha256,
};

type AttachmentRow = Pick<
  typeof leadAttachments.$inferSelect,
  "position" | "originalName" | "contentType" | "size" | "sha256"
>;

export function attachmentFacts(file: AttachmentRow): AttachmentFacts {
  return {
    n: file.position,
    name: file.originalName,
    contentType: file.contentType,
    size: file.size,
    sha256: file.sha256,
  };
}
