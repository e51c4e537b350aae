/** The plain text of HTML content, for SEO descriptions and search. */

export const SEO_DESCRIPTION = 150;

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  copy: "©",
  reg: "®",
  trade: "™",
  middot: "·",
  bull: "•",
  eacute: "é",
  times: "×",
};

/** Decodes named (common) and numeric character references. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code =
        ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Plain text of an HTML fragment: no tags, no script or style contents, entities decoded, spaces collapsed. */
export function stripHtml(html: string): string {
  const withoutTags = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<\/?(p|div|br|li|h[1-6]|blockquote|tr|ul|ol|section|article)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(withoutTags).replace(/\s+/g, " ").trim();
}

/** The first SEO_DESCRIPTION characters (code points) of the text, or `fallback` when empty. */
export function seoDescription(html: string, fallback: string): string {
  const text = Array.from(stripHtml(html)).slice(0, SEO_DESCRIPTION).join("").trim();
  return text || fallback;
}
