import { snakeName, type TextFact } from "../shared/attribution";

/** What the sources report can group leads by: one attribution fact each. */
export const sourceDimensions = ["source", "medium", "campaign", "landing"] as const;
export type SourceDimension = (typeof sourceDimensions)[number];

export function isSourceDimension(value: unknown): value is SourceDimension {
  return typeof value === "string" && (sourceDimensions as readonly string[]).includes(value);
}

/** The attribution fact each grouping counts leads by. */
export const dimensionFacts = {
  source: "utmSource",
  medium: "utmMedium",
  campaign: "utmCampaign",
  landing: "landingPage",
} as const satisfies Record<SourceDimension, TextFact>;

/**
 * A grouping as the sources CSV names it: its fact's column in the leads CSV and the database
 * (utm_source, landing_page), so the two files are read side by side.
 */
export function dimensionFieldName(dimension: SourceDimension): string {
  return snakeName(dimensionFacts[dimension]);
}

/** A column of the report: a value, leads without one ("none"), or the values past the top ("other"). */
export type SourceColumn = { kind: "value"; value: string } | { kind: "none" } | { kind: "other" };

export type WeeklySources = {
  dimension: SourceDimension;
  /** Every week from the first to the last with a lead, oldest first, as the Monday's YYYY-MM-DD. */
  weeks: string[];
  /** The named values by leads (most first), then "none" where it has leads, "other" last. */
  columns: SourceColumn[];
  /** counts[week][column]: leads of that week with that value. */
  counts: number[][];
};
