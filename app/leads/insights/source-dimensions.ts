/** The sources report's groupings, columns and URLs: the grouping is a query parameter of the staff page. */
import { staffCopy } from "~/site/staff";
import type { TextFact } from "../shared/attribution";
import { filterSearch, type LeadFilter } from "../staff/filter";
import { STAFF_PATH } from "../staff/paths";

export const sourceDimensions = ["source", "medium", "campaign", "landing"] as const;
export type SourceDimension = (typeof sourceDimensions)[number];

export const dimensionFacts = {
  source: "utmSource",
  medium: "utmMedium",
  campaign: "utmCampaign",
  landing: "landingPage",
} as const satisfies Record<SourceDimension, TextFact>;

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

/** A column's display name: the value itself, "(none)" or "(other)". */
export function columnLabel(column: SourceColumn): string {
  return column.kind === "value" ? column.value : staffCopy.sources[column.kind];
}

const SOURCES_PARAM = "by";
export const SOURCES_ANCHOR = "sources";

/** The grouping in the page's URL; source when absent or unknown. */
export function sourceDimensionOf(params: URLSearchParams): SourceDimension {
  const asked = params.get(SOURCES_PARAM);
  return sourceDimensions.find((dimension) => dimension === asked) ?? "source";
}

/** The page with the same filter, grouped by `dimension`. */
export function sourcesHref(filter: LeadFilter, dimension: SourceDimension): string {
  const params = new URLSearchParams(filterSearch(filter));
  params.set(SOURCES_PARAM, dimension);
  return `${STAFF_PATH}?${params}#${SOURCES_ANCHOR}`;
}
