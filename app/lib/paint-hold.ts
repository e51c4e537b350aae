/**
 * The id of an empty element written right after the site header. Every page's <head> asks the
 * browser not to paint before this element is parsed (app/lib/head-rewrite.ts): a header painted
 * half-parsed lays out differently from the whole one and then moves. An element after the header,
 * not the header itself: Chrome releases the paint when the element it waits for is inserted, at
 * its start tag, and a browser that waits for the closing tag instead still waits no longer than
 * this empty element.
 */
export const HEADER_END_ID = "header-end";
