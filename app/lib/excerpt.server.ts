/** The plain text of HTML content, for SEO descriptions and search. */
import sanitizeHtml from "sanitize-html";

export const SEO_DESCRIPTION = 150;

/** Plain text of an HTML fragment: no tags, no script or style contents, entities decoded, spaces collapsed. */
export function stripHtml(html: string): string {
  // Comments and block elements keep the words on either side apart.
  const spaced = html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<\/?(p|div|br|li|h[1-6]|blockquote|tr|ul|ol|section|article)\b[^>]*>/gi, " ");
  const text = sanitizeHtml(spaced, { allowedTags: [], nonTextTags: ["script", "style", "template"] });
  // sanitize-html decodes every entity, then escapes &, < and > again in the text it returns.
  return text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first SEO_DESCRIPTION characters (code points) of the text, or `fallback` when empty. */
export function seoDescription(html: string, fallback: string): string {
  const text = Array.from(stripHtml(html)).slice(0, SEO_DESCRIPTION).join("").trim();
  return text || fallback;
}
