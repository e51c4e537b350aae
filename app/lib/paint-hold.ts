/**
 * The id of the site header. Every page's <head> asks the browser not to paint before this element
 * is fully parsed (app/lib/head-rewrite.ts): a header painted half-parsed lays out differently from
 * the whole one and then moves.
 */
export const SITE_HEADER_ID = "site-header";
