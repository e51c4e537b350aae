/** Where the staff page lives, and what every one of its answers carries (ADR 013). */
export const STAFF_PATH = "/staff/leads";

/**
 * Per visitor and confidential: no cache may keep it (nginx, a CDN, the browser's back/forward
 * history on a shared machine), and no search engine may list it.
 */
export const STAFF_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** The session-authenticated download of a lead's n-th attachment. */
export function staffAttachmentPath(id: string, n: number): string {
  return `${STAFF_PATH}/${encodeURIComponent(id)}/attachments/${n}`;
}
