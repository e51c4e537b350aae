/**
 * A URL from configuration as it may appear in a log: user name and password removed (a
 * `DATABASE_URL`, `SMTP_URL` or `STRAPI_URL` may carry them), query string hidden too since tokens
 * ride there as often. Something that does not parse as a URL is replaced whole, because it cannot
 * be told apart from a secret.
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  if (!URL.canParse(url)) return "***";
  const parsed = new URL(url);
  parsed.username = "";
  parsed.password = "";
  if (parsed.search) parsed.search = "?***";
  return parsed.toString();
}
