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

/** A row of the count: its week's Monday (YYYY-MM-DD), a named value, or none, or "other". */
type CountRow = { week: string; value: string | null; other: boolean; leads: number };

const DAY_MS = 86_400_000;

/** The Mondays from `first` to `last` (both YYYY-MM-DD), in order. */
function weeksBetween(first: string, last: string): string[] {
  const weeks: string[] = [];
  for (
    let time = Date.parse(`${first}T00:00:00Z`);
    time <= Date.parse(`${last}T00:00:00Z`);
    time += 7 * DAY_MS
  )
    weeks.push(new Date(time).toISOString().slice(0, 10));
  return weeks;
}

const columnKey = (column: SourceColumn) => (column.kind === "value" ? `v:${column.value}` : column.kind);

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
      )
      select counted.week, case when ranked.rank <= ${top} then counted.value end as value,
        coalesce(ranked.rank > ${top}, false) as other, sum(counted.leads)::int as leads
      from counted left join ranked on ranked.value = counted.value
      group by 1, 2, 3
      order by 1`),
  );
  return tabulate(dimension, rows);
}

function tabulate(dimension: SourceDimension, rows: CountRow[]): WeeklySources {
  if (rows.length === 0) return { dimension, weeks: [], columns: [], counts: [] };
  const totals = new Map<string, { column: SourceColumn; leads: number }>();
  for (const row of rows) {
    const column = columnOf(row);
    const entry = totals.get(columnKey(column)) ?? { column, leads: 0 };
    entry.leads += row.leads;
    totals.set(columnKey(column), entry);
  }
  const rank = (column: SourceColumn) => (column.kind === "value" ? 0 : column.kind === "none" ? 1 : 2);
  const columns = [...totals.values()]
    .sort((a, b) => rank(a.column) - rank(b.column) || b.leads - a.leads)
    .map((entry) => entry.column);
  const weeks = weeksBetween(rows[0]!.week, rows.at(-1)!.week);
  const weekIndex = new Map(weeks.map((week, index) => [week, index]));
  const columnIndex = new Map(columns.map((column, index) => [columnKey(column), index]));
  const counts = weeks.map(() => columns.map(() => 0));
  for (const row of rows) {
    counts[weekIndex.get(row.week)!]![columnIndex.get(columnKey(columnOf(row)))!]! += row.leads;
  }
  return { dimension, weeks, columns, counts };
}
