/**
 * The slug of a blog URL: lower case, trimmed, only letters, digits, spaces and hyphens kept, then
 * whitespace runs as hyphens. Unicode-aware, so non-Latin titles keep their words.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s+/g, "-");
}
