/**
 * The id of an empty element written right after the site footer, the end of what a visitor sees.
 * Every page's <head> asks the browser not to paint before this element is parsed
 * (app/document/head-rewrite.server.ts): a part painted half-parsed lays out differently from the whole and then
 * moves. The header's menu row did, and so did the footer's last row on a page short enough to show
 * the footer at once. An element after the footer, not the footer itself: Chrome releases the paint
 * when the element it waits for is inserted, at its start tag, and a browser that waits for the
 * closing tag instead still waits no longer than this empty element. The whole HTML of a page is
 * 7-13 kB gzip, inside the first flight of a new connection, so the wait is parse time, not network.
 */
export const CONTENT_END_ID = "content-end";
