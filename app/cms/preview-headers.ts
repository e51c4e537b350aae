/**
 * Headers of every answer given in preview: per browser, never stored, never indexed. Apart from
 * the preview's server code, so that a route's `handle` (sent to the browser too) can name them.
 */
export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
