/** The staff page's sources report and funnel, and the sources CSV, using the lead list's filter. */
import type { Database } from "~/db/client.server";
import { env } from "~/env.server";
import type { LeadFilter } from "../staff/filter";
import { csvLine } from "../staff/lead-export.server";
import { formFunnel } from "./funnel.server";
import { snakeName } from "../shared/attribution";
import { columnLabel, dimensionFacts, sourceDimensionOf, sourceDimensions } from "./source-dimensions";
import { weeklySources } from "./sources.server";

/** Values named on the page per grouping (more colours would be noise); the rest are "other". */
export const PAGE_TOP_VALUES = 6;
/** Values named in the CSV per grouping: enough for a real campaign list, not for a flood. */
export const CSV_TOP_VALUES = 50;

/**
 * The page's sources (grouped as its URL says) and funnel, for its filter, and the days after which
 * leads are deleted (LEADS_RETENTION_DAYS; null when they are kept).
 */
export async function staffInsights(filter: LeadFilter, params: URLSearchParams, database?: Database) {
  const sources = await weeklySources(filter, sourceDimensionOf(params), PAGE_TOP_VALUES, database);
  const funnel = await formFunnel(filter, database);
  return { sources, funnel, retentionDays: env().LEADS_RETENTION_DAYS ?? null };
}

export type StaffInsights = Awaited<ReturnType<typeof staffInsights>>;

/** Every grouping of the filter's leads per week, one line per week and value with leads. */
export async function sourcesCsv(filter: LeadFilter, database?: Database): Promise<string> {
  const lines = ["week,grouping,value,leads"];
  for (const dimension of sourceDimensions) {
    const report = await weeklySources(filter, dimension, CSV_TOP_VALUES, database);
    // The same column name as in the leads CSV (e.g. utm_source).
    const grouping = snakeName(dimensionFacts[dimension]);
    report.weeks.forEach((week, w) => {
      report.columns.forEach((column, c) => {
        const leads = report.counts[w]![c]!;
        if (leads > 0) lines.push(csvLine([week, grouping, columnLabel(column), leads]));
      });
    });
  }
  return `${lines.join("\r\n")}\r\n`;
}
