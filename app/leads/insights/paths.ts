/** Where the staff page's reports live: the sources view is a query parameter of the page itself. */
import { filterSearch, type LeadFilter } from "../staff/filter";
import { STAFF_PATH } from "../staff/paths";
import { isSourceDimension, type SourceDimension } from "./source-dimensions";

/** The query parameter naming what the sources table groups by. */
export const SOURCES_PARAM = "by";
export const SOURCES_ANCHOR = "sources";
export const SOURCES_CSV_PATH = `${STAFF_PATH}/sources.csv`;

/** The grouping asked for in the page's URL; by source when absent or unknown. */
export function sourceDimensionOf(params: URLSearchParams): SourceDimension {
  const asked = params.get(SOURCES_PARAM);
  return isSourceDimension(asked) ? asked : "source";
}

/** The page with the same filter, its sources grouped by `dimension`. */
export function sourcesHref(filter: LeadFilter, dimension: SourceDimension): string {
  const params = new URLSearchParams(filterSearch(filter));
  params.set(SOURCES_PARAM, dimension);
  return `${STAFF_PATH}?${params}#${SOURCES_ANCHOR}`;
}

/** The sources CSV of the filter (every grouping, every week). */
export function sourcesCsvHref(filter: LeadFilter): string {
  return `${SOURCES_CSV_PATH}${filterSearch(filter)}`;
}
