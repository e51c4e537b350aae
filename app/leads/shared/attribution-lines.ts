/**
 * A lead's attribution as people read it (the staff page, the team's e-mail): one labelled line per
 * known fact, in a fixed order, the click ids present named together. A fact nobody knows (a lead
 * sent without JavaScript has no campaign, an API client may send nothing) has no line at all.
 */
import { staffCopy } from "~/site/staff";
import { type LeadAttribution, textFacts } from "./attribution";

export type AttributionLine = { label: string; value: string };

const labels = staffCopy.attribution;

/** The click ids present, as one line's value ("gclid, fbclid"); empty when none was. */
export function clickIdsText(attribution: LeadAttribution): string {
  return attribution.clickIds.join(", ");
}

/** The known facts, labelled; the click ids only when one was present. */
export function attributionLines(attribution: LeadAttribution): AttributionLine[] {
  const lines: AttributionLine[] = [];
  for (const fact of textFacts) {
    const value = attribution[fact];
    if (value) lines.push({ label: labels[fact], value });
  }
  const clicks = clickIdsText(attribution);
  if (clicks) lines.push({ label: labels.clickIds, value: clicks });
  return lines;
}
