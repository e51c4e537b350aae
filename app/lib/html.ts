/** Escaping for text placed in XML/HTML outside React (feeds, sitemap, mail) and in JSON-LD scripts. */

/** `&#39;` rather than `&apos;`, which HTML 4 (and so some mail readers) does not know. */
export function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&#39;", '"': "&quot;" })[c] as string,
  );
}

/** Text for an XML element: markup escaped, the controls XML 1.0 forbids (all but tab, LF, CR) removed. */
export function xmlText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  return escapeXml(value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ""));
}
