/**
 * Id of the empty element right after the footer. The first paint waits until it is parsed, so no
 * half-parsed header or footer is painted and then shifts (ADR 019).
 */
export const CONTENT_END_ID = "content-end";
