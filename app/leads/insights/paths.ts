/** The staff reports' URLs: the sources view is a query parameter of the staff page. */
import { filterSearch, type LeadFilter } from "../staff/filter";
import { STAFF_PATH } from "../staff/paths";
import { isSourceDimension, type SourceDimension } from "./source-dimensions";

/** The query parameter for the sources table's grouping. */
export const SOURCES_PARAM = "by";
export const SOURCES_ANCHOR = "sources";
export const SOURCES_CSV_PATH = `${STAFF_PATH}/sources.csv`;

/** The grouping in the page's URL; source when absent or unknown. */
export function sourceDimensionOf(params: URLSearchParams): SourceDimension {
  const asked = params.get(SOURCES_PARAM);
  return isSourceDimension(asked) ? asked : "source";
}

/** The page with the same filter, grouped by `dimension`. */
export function sourcesHref(filter: LeadFilter, dimension: SourceDimension): string {
  const params = new URLSearchParams(filterSearch(filter));
  params.set(SOURCES_PARAM, dimension);
  return `${STAFF_PATH}?${params}#${SOURCES_ANCHOR}`;
}

/** The sources CSV of the filter (every grouping, every week). */
export function sourcesCsvHref(filter: LeadFilter): string {
  return `${SOURCES_CSV_PATH}${filterSearch(filter)}`;
}
