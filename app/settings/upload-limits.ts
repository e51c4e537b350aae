/**
 * Upload limits of the lead forms, enforced by the server and mirrored by the form so visitors learn
 * early. A leaf module, so app/env.server.ts can import it.
 */
export const UPLOAD_LIMITS = {
  maxFiles: 5,
  maxFileBytes: 10 * 1024 * 1024,
  maxRequestBytes: 25 * 1024 * 1024,
  /** One text field: room for a 5000-character message in any script (UTF-8). */
  maxFieldBytes: 32 * 1024,
  maxFields: 20,
};
