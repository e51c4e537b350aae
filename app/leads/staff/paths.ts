/** The staff area's paths and the headers of all its responses (ADR 013). */
import type { AnswerHeadersHandle, OwnMethodsHandle } from "~/http/methods.server";

export const STAFF_PATH = "/staff/leads";

/** Confidential, per visitor: no cache (proxy, CDN or browser history) may keep it, and no search engine list it. */
export const STAFF_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/**
 * The `handle` of every staff route: each route handles every method itself (so refusals carry these
 * headers, not the root's), and the headers apply even when the route does not run.
 */
export const STAFF_ROUTE_HANDLE = {
  ownMethods: true,
  answerHeaders: STAFF_HEADERS,
} satisfies OwnMethodsHandle & AnswerHeadersHandle;
