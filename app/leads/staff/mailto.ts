/**
 * A `mailto:` link to a lead's address. The address is what a visitor typed: its local part may
 * hold `?`, `&`, `=` or `%` (all allowed by the e-mail rules), which in a raw `mailto:` would start
 * header fields (`cc`, `bcc`, `body`) of the staff member's new message. Each part is
 * percent-encoded, so the link carries exactly one recipient and no fields at all.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}
