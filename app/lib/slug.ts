/**
 * The slug rule of blog URLs, applied literally and in this order: lowercase the title, trim it, remove
 * characters other than letters, digits, spaces and hyphens, and turn whitespace runs into
 * hyphens. "Letters" and "digits" are Unicode-aware, so non-Latin titles keep their words.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s+/g, "-");
}
