/** Escaping for text placed in XML/HTML outside React (feeds, sitemap, mail) and in JSON-LD scripts. */

/** `&#39;` rather than `&apos;`, which HTML 4 (and so some mail readers) does not know. */
export function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&#39;", '"': "&quot;" })[c] as string,
  );
}

/** Removes characters XML 1.0 forbids (control characters other than tab, newline, return). */
export function xmlSafe(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "");
}

/** Text for an XML element: forbidden characters removed, markup characters escaped. */
export function xmlText(value: string): string {
  return escapeXml(xmlSafe(value));
}
