/**
 * Upload limits of the lead forms, enforced by the server while it reads and mirrored by the form so
 * a visitor learns early. A leaf module: app/env.server.ts sizes UPLOAD_CLIENT_MEMORY_MB by it too.
 */
export const UPLOAD_LIMITS = {
  maxFiles: 5,
  maxFileBytes: 10 * 1024 * 1024,
  maxRequestBytes: 25 * 1024 * 1024,
  /** A single text field: generous for a 5000-character message in any script (UTF-8). */
  maxFieldBytes: 32 * 1024,
  maxFields: 20,
};
