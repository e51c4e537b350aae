/**
 * Headers of every preview response: private, never stored, never indexed. Kept out of server code
 * so a route's `handle`, which the browser also loads, can use them.
 */
export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
