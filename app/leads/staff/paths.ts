/** Where the staff page lives, and what every one of its answers carries (ADR 013). */
import type { AnswerHeadersHandle, OwnMethodsHandle } from "~/http/methods.server";

export const STAFF_PATH = "/staff/leads";

/**
 * Per visitor and confidential: no cache may keep it (nginx, a CDN, the browser's back/forward
 * history on a shared machine), and no search engine may list it.
 */
export const STAFF_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/**
 * The `handle` of every route of the staff area (the page and its downloads): each answers every
 * method itself (a refusal, or the 404 of an area that is off, with these headers rather than the
 * root's), and the headers are kept on answers given without running the route.
 */
export const STAFF_ROUTE_HANDLE = {
  ownMethods: true,
  answerHeaders: STAFF_HEADERS,
} satisfies OwnMethodsHandle & AnswerHeadersHandle;

/** The session-authenticated download of a lead's n-th attachment. */
export function staffAttachmentPath(id: string, n: number): string {
  return `${STAFF_PATH}/${encodeURIComponent(id)}/attachments/${n}`;
}
