/**
 * A `mailto:` link to a lead's address. The address may contain `?`, `&`, `=` or `%`, which would add
 * header fields (`cc`, `bcc`) to the message, so each part is percent-encoded.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}
