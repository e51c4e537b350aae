import { staffCopy } from "~/site/staff";
import { filterSearch, type LeadFilter } from "../staff/filter";
import { STAFF_PATH } from "../staff/paths";
import { StaffTable } from "../staff/StaffTable";
import {
  columnLabel,
  SOURCES_ANCHOR,
  sourceDimensions,
  sourcesHref,
  type WeeklySources,
} from "./source-dimensions";
import { columnColour, SourcesChart } from "./SourcesChart";

const copy = staffCopy.sources;

/** Weeks shown on the page; the CSV has them all. */
export const PAGE_WEEKS = 26;

const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);

/** The newest `PAGE_WEEKS` of a report, oldest first as the chart draws them. */
function newestWeeks(report: WeeklySources): WeeklySources {
  return { ...report, weeks: report.weeks.slice(-PAGE_WEEKS), counts: report.counts.slice(-PAGE_WEEKS) };
}

/** Leads per week by source, medium, campaign or landing page: a chart, its table and a CSV link. */
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
        <a className="link font-semibold" href={`${STAFF_PATH}/sources.csv${filterSearch(filter)}`}>
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
          <StaffTable
            className="mt-4"
            caption={copy.caption(dimension, shown.weeks.length, report.weeks.length)}
            headings={
              <>
                <th scope="col">{copy.week}</th>
                {shown.columns.map((column) => (
                  <th key={columnLabel(column)} scope="col" className="break-all">
                    {columnLabel(column)}
                  </th>
                ))}
                <th scope="col">{copy.total}</th>
              </>
            }
            footer={
              <>
                <th scope="row">{copy.total}</th>
                {shown.columns.map((column, c) => (
                  <td key={columnLabel(column)}>{sum(shown.counts.map((week) => week[c]!))}</td>
                ))}
                <td className="font-semibold">{sum(shown.counts.flat())}</td>
              </>
            }
          >
            {weeks.map(({ week, counts }) => (
              <tr key={week}>
                <th scope="row" className="whitespace-nowrap">
                  {week}
                </th>
                {counts.map((n, c) => (
                  <td key={columnLabel(shown.columns[c]!)}>{n}</td>
                ))}
                <td className="font-semibold">{sum(counts)}</td>
              </tr>
            ))}
          </StaffTable>
        </>
      )}
    </section>
  );
}
