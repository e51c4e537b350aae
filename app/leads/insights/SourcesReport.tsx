import { staffCopy } from "~/site/staff";
import type { LeadFilter } from "../staff/filter";
import { SOURCES_ANCHOR, sourcesCsvHref, sourcesHref } from "./paths";
import { columnLabel } from "./column-label";
import { sourceDimensions, type WeeklySources } from "./source-dimensions";
import { columnColour, SourcesChart } from "./SourcesChart";

const copy = staffCopy.sources;

/** Weeks on the page, newest first; the CSV has them all. */
export const PAGE_WEEKS = 26;

const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);

/** The newest `PAGE_WEEKS` of a report, oldest first as the chart draws them. */
function newestWeeks(report: WeeklySources): WeeklySources {
  const from = Math.max(0, report.weeks.length - PAGE_WEEKS);
  return { ...report, weeks: report.weeks.slice(from), counts: report.counts.slice(from) };
}

/**
 * Leads per week by source, medium, campaign or landing page (links choose, keeping the filter; no
 * JavaScript needed): a chart, the table of its numbers, and the CSV of every grouping.
 */
export function SourcesReport({ report, filter }: { report: WeeklySources; filter: LeadFilter }) {
  const dimension = copy.dimensions[report.dimension];
  const shown = newestWeeks(report);
  const weeks = shown.weeks.map((week, w) => ({ week, counts: shown.counts[w]! })).reverse();
  return (
    <section
      id={SOURCES_ANCHOR}
      tabIndex={-1}
      className="mt-12 outline-none"
      aria-labelledby="sources-heading"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="sources-heading" className="text-xl font-bold">
          {copy.heading}
        </h2>
        <a className="link font-semibold" href={sourcesCsvHref(filter)}>
          {copy.downloadCsv}
        </a>
      </div>
      <p className="mt-2 text-slate-700">{copy.intro}</p>
      <nav aria-label={copy.groupBy} className="mt-3">
        <ul className="flex flex-wrap gap-4">
          {sourceDimensions.map((key) => (
            <li key={key}>
              <a
                className="link"
                href={sourcesHref(filter, key)}
                aria-current={key === report.dimension ? "page" : undefined}
              >
                {copy.dimensions[key]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {weeks.length === 0 ? (
        <p className="mt-3">{copy.empty}</p>
      ) : (
        <>
          <SourcesChart report={shown} dimension={dimension} />
          <ul aria-label={copy.legend} className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {shown.columns.map((column, c) => (
              <li key={columnLabel(column)} className="flex items-center gap-1">
                <svg width="12" height="12" aria-hidden="true" focusable="false">
                  <rect width="12" height="12" fill={columnColour(shown, c)} />
                </svg>
                <span className="break-all">{columnLabel(column)}</span>
              </li>
            ))}
          </ul>
          <div className="mt-4 overflow-x-auto">
            <table className="min-w-full border-collapse text-left text-sm">
              <caption className="mb-2 text-left text-slate-700">
                {copy.caption(dimension, shown.weeks.length, report.weeks.length)}
              </caption>
              <thead className="bg-slate-100">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {copy.week}
                  </th>
                  {shown.columns.map((column) => (
                    <th key={columnLabel(column)} scope="col" className="break-all px-3 py-2 font-semibold">
                      {columnLabel(column)}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {copy.total}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {weeks.map(({ week, counts }) => (
                  <tr key={week}>
                    <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-normal">
                      {week}
                    </th>
                    {counts.map((n, c) => (
                      <td key={columnLabel(shown.columns[c]!)} className="px-3 py-2 tabular-nums">
                        {n}
                      </td>
                    ))}
                    <td className="px-3 py-2 font-semibold tabular-nums">{sum(counts)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t-2 border-slate-300">
                <tr>
                  <th scope="row" className="px-3 py-2 text-left font-semibold">
                    {copy.total}
                  </th>
                  {shown.columns.map((column, c) => (
                    <td key={columnLabel(column)} className="px-3 py-2 font-semibold tabular-nums">
                      {sum(shown.counts.map((week) => week[c]!))}
                    </td>
                  ))}
                  <td className="px-3 py-2 font-semibold tabular-nums">{sum(shown.counts.flat())}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
