/**
 * Leads per UTC week (from Monday) and per value of one attribution fact. Only the `top` values are
 * named; the rest are summed into "other" in SQL, so made-up campaign names cannot inflate the result.
 */
import { sql } from "drizzle-orm";
import { type Database, db, rowsOf } from "~/db/client.server";
import { leadSubmissions } from "~/db/schema.server";
import type { LeadFilter } from "../staff/filter";
import { filterCondition } from "../staff/lead-access.server";
import {
  dimensionFacts,
  type SourceColumn,
  type SourceDimension,
  type WeeklySources,
} from "./source-dimensions";

/**
 * A row of the count: its week's Monday (YYYY-MM-DD), a named value, or none, or "other", and the
 * index of its column (named values by rank, then none, then "other").
 */
type CountRow = { week: string; value: string | null; other: boolean; column: number; leads: number };

const WEEK_MS = 7 * 86_400_000;

function columnOf(row: CountRow): SourceColumn {
  if (row.other) return { kind: "other" };
  return row.value === null ? { kind: "none" } : { kind: "value", value: row.value };
}

/** The leads of `filter` per week and value of `dimension`; weeks are UTC whatever the session's time zone. */
export async function weeklySources(
  filter: LeadFilter,
  dimension: SourceDimension,
  top: number,
  database?: Database,
): Promise<WeeklySources> {
  const target = database ?? (await db());
  const column = leadSubmissions[dimensionFacts[dimension]];
  const condition = filterCondition(filter) ?? sql`true`;
  const rows = rowsOf<CountRow>(
    await target.execute(sql`
      with counted as (
        select to_char(date_trunc('week', ${leadSubmissions.createdAt} at time zone 'UTC'), 'YYYY-MM-DD') as week,
          ${column} as value, count(*)::int as leads
        from ${leadSubmissions} where ${condition}
        group by 1, 2
      ),
      ranked as (
        select value, row_number() over (order by sum(leads) desc, value asc) as rank
        from counted where value is not null group by value
      ),
      placed as (
        select counted.week, counted.leads, case when ranked.rank <= ${top} then counted.value end as value,
          case when ranked.rank > ${top} then ${top} + 2 else coalesce(ranked.rank, ${top} + 1) end as place
        from counted left join ranked on ranked.value = counted.value
      )
      select week, value, place = ${top} + 2 as other, sum(leads)::int as leads,
        (dense_rank() over (order by place))::int - 1 as column
      from placed
      group by week, value, place
      order by 1`),
  );
  if (rows.length === 0) return { dimension, weeks: [], columns: [], counts: [] };
  // Every Monday from the first week with a lead to the last.
  const first = Date.parse(`${rows[0]!.week}T00:00:00Z`);
  const length = (Date.parse(`${rows.at(-1)!.week}T00:00:00Z`) - first) / WEEK_MS + 1;
  const weeks = Array.from({ length }, (_, w) => new Date(first + w * WEEK_MS).toISOString().slice(0, 10));
  const columns: SourceColumn[] = [];
  const counts = weeks.map((): number[] => []);
  for (const row of rows) {
    columns[row.column] = columnOf(row);
    counts[weeks.indexOf(row.week)]![row.column] = row.leads;
  }
  return { dimension, weeks, columns, counts: counts.map((week) => columns.map((_, c) => week[c] ?? 0)) };
}
