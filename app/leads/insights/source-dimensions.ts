import { snakeName, type TextFact } from "../shared/attribution";

/** What the sources report can group leads by, one attribution fact each. */
export const sourceDimensions = ["source", "medium", "campaign", "landing"] as const;
export type SourceDimension = (typeof sourceDimensions)[number];

export function isSourceDimension(value: unknown): value is SourceDimension {
  return typeof value === "string" && (sourceDimensions as readonly string[]).includes(value);
}

export const dimensionFacts = {
  source: "utmSource",
  medium: "utmMedium",
  campaign: "utmCampaign",
  landing: "landingPage",
} as const satisfies Record<SourceDimension, TextFact>;

/** A grouping's name in the sources CSV: the same column name as in the leads CSV (e.g. utm_source). */
export function dimensionFieldName(dimension: SourceDimension): string {
  return snakeName(dimensionFacts[dimension]);
}

/** A report column: a value, leads without one ("none"), or the values outside the top ("other"). */
export type SourceColumn = { kind: "value"; value: string } | { kind: "none" } | { kind: "other" };

export type WeeklySources = {
  dimension: SourceDimension;
  /** Every week from the first to the last with a lead, oldest first, as its Monday (YYYY-MM-DD). */
  weeks: string[];
  /** Named values by lead count (most first), then "none" if it has leads, then "other". */
  columns: SourceColumn[];
  /** counts[week][column]: leads in that week with that value. */
  counts: number[][];
};
