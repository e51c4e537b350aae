/**
 * The lead notification (to LEADS_TO) and the optional confirmation (to the visitor). Every
 * visitor-supplied value is HTML-escaped in the HTML part and stripped of line breaks in headers.
 */
import type { Readable } from "node:stream";
import { type AttributionLine, attributionLines } from "~/leads/shared/attribution-lines";
import type { LeadFields } from "~/leads/shared/lead-fields.server";
import { formPresentation, productLabels } from "~/site/form-text";
import { brand } from "~/site/brand";
import { escapeXml } from "~/lib/html";
import { staffCopy } from "~/site/staff";

/** One header line: no CR/LF, no control characters, bounded. */
function headerSafe(value: string, max = 120): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const oneLine = value.replace(/[\u0000-\u001f\u007f]/g, " ");
  return oneLine.replace(/ {2,}/g, " ").trim().slice(0, max);
}

const productNames = new Map<string, string>(Object.entries(productLabels));
const formLabels = new Map(Object.entries(formPresentation).map(([id, form]) => [id, form.label]));
const formLabel = (formId: string) => formLabels.get(formId) ?? formId;

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const textLines = (lines: AttributionLine[]) => lines.map(({ label, value }) => `${label}: ${value}`);

/** Labelled values as an HTML table, every one escaped. */
const htmlTable = (lines: AttributionLine[]) => [
  "<table>",
  ...lines.map(
    ({ label, value }) => `<tr><th align="left">${escapeXml(label)}</th><td>${escapeXml(value)}</td></tr>`,
  ),
  "</table>",
];

export function leadNotification(
  lead: LeadFields,
  attachments: { filename: string; contentType: string; content: Buffer | Readable; size: number }[],
  options: { from: string; to: string; messageId: string },
) {
  const fields = [
    { label: "Form", value: formLabel(lead.form) },
    { label: staffCopy.list.opening, value: lead.opening ?? "" },
    { label: "Name", value: lead.name ?? "" },
    { label: "Email", value: lead.email ?? "" },
    { label: "Phone", value: lead.contact ?? "" },
    { label: "Products", value: lead.product.map((code) => productNames.get(code) ?? code).join(", ") },
    { label: "Received", value: lead.createdAt },
    { label: "Lead id", value: lead.id },
  ].filter(({ value }) => value);
  const files = attachments.map((file) => `${file.filename} (${formatSize(file.size)})`);
  // Where the lead came from is for the team only, and left out when nothing is known.
  const origin = attributionLines(lead.attribution);
  const heading = staffCopy.attribution.heading;
  const text = [
    `A new enquiry arrived through the ${brand.name} website.`,
    "",
    ...textLines(fields),
    "",
    "Message:",
    lead.message ?? "(none)",
    "",
    files.length ? `Attachments: ${files.join(", ")}` : "Attachments: none",
    ...(origin.length ? ["", `${heading}:`, ...textLines(origin)] : []),
  ].join("\n");
  const html = [
    `<p>A new enquiry arrived through the ${escapeXml(brand.name)} website.</p>`,
    ...htmlTable(fields),
    "<h3>Message</h3>",
    `<p style="white-space:pre-wrap">${escapeXml(lead.message ?? "(none)")}</p>`,
    `<p>Attachments: ${files.length ? files.map(escapeXml).join(", ") : "none"}</p>`,
    ...(origin.length ? [`<h3>${escapeXml(heading)}</h3>`, ...htmlTable(origin)] : []),
  ].join("\n");
  const who = headerSafe(lead.name || lead.email || "website visitor", 80);
  return {
    ...options,
    ...(lead.email ? { replyTo: headerSafe(lead.email, 254) } : {}),
    subject: `New lead (${formLabel(lead.form)}): ${who}`,
    text,
    html,
    attachments,
  };
}

export function visitorConfirmation(
  visitorEmail: string,
  options: { from: string; replyTo: string; messageId: string },
) {
  // Fixed text only: the address is unverified, so echoing anything the visitor typed would let
  // anyone send our mail, with their words in it, to any inbox.
  const text = [
    "Hello,",
    "",
    `Thank you for contacting ${brand.name}. Your message reached our team, and the right person will reply`,
    "within one business day. Our engineers in the USA, Nepal and Japan work around the clock, so a",
    "first answer often arrives sooner.",
    "",
    `— The ${brand.name} team`,
  ].join("\n");
  const html = text
    .split("\n\n")
    .map((paragraph) => `<p>${escapeXml(paragraph).replace(/\n/g, " ")}</p>`)
    .join("\n");
  return {
    ...options,
    to: headerSafe(visitorEmail, 254),
    subject: `We received your message — ${brand.name}`,
    text,
    html,
    attachments: [],
  };
}

export type MailMessage = ReturnType<typeof leadNotification> | ReturnType<typeof visitorConfirmation>;
