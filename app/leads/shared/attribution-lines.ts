/** A lead's attribution as labelled lines for the staff page and the team's e-mail; unknown facts are omitted. */
import { staffCopy } from "~/site/staff";
import { type LeadAttribution, textFacts } from "./attribution";

export type AttributionLine = { label: string; value: string };

const labels = staffCopy.attribution;

export function attributionLines(attribution: LeadAttribution): AttributionLine[] {
  const lines: AttributionLine[] = [];
  for (const fact of textFacts) {
    const value = attribution[fact];
    if (value) lines.push({ label: labels[fact], value });
  }
  const clicks = attribution.clickIds.join(", ");
  if (clicks) lines.push({ label: labels.clickIds, value: clicks });
  return lines;
}
