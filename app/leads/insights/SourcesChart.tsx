import { staffCopy } from "~/site/staff";
import type { WeeklySources } from "./source-dimensions";

const copy = staffCopy.sources;

/** Column colours from the Okabe–Ito set, safe for colour blindness; "none" and "other" are greys. */
const VALUE_COLOURS = ["#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#d55e00"];
const GREYS = { none: "#94a3b8", other: "#475569" };

export function columnColour(report: WeeklySources, index: number): string {
  const column = report.columns[index]!;
  return column.kind === "value" ? VALUE_COLOURS[index % VALUE_COLOURS.length]! : GREYS[column.kind];
}

const WIDTH = 640;
const HEIGHT = 200;
const LEFT = 36;
const RIGHT = 8;
const TOP = 10;
const BOTTOM = 26;
/** At most this many week labels, evenly spread, so they never overlap. */
const MAX_WEEK_LABELS = 8;
const TEXT_COLOUR = "#334155";

/**
 * Leads per week as stacked bars in server-rendered SVG, using presentation attributes only because
 * the CSP forbids style attributes. One labelled image to screen readers; the table has the numbers.
 */
export function SourcesChart({ report, dimension }: { report: WeeklySources; dimension: string }) {
  const totals = report.counts.map((week) => week.reduce((sum, n) => sum + n, 0));
  const most = Math.max(1, ...totals);
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(1, report.weeks.length);
  const barWidth = Math.max(1, slot * 0.7);
  const labelEvery = Math.ceil(report.weeks.length / MAX_WEEK_LABELS);
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="sources-chart-title"
        aria-describedby="sources-chart-desc"
        className="h-auto w-full max-w-3xl"
        // Inherited by the labels; the bars and the axis set their own colours.
        fontSize="11"
        fill={TEXT_COLOUR}
      >
        <title id="sources-chart-title">{copy.chartTitle(dimension)}</title>
        <desc id="sources-chart-desc">
          {copy.chartDescription(report.weeks[0] ?? "", report.weeks.at(-1) ?? "", Math.max(0, ...totals))}
        </desc>
        <line x1={LEFT} x2={WIDTH - RIGHT} y1={TOP + plotHeight} y2={TOP + plotHeight} stroke={TEXT_COLOUR} />
        <text x={LEFT - 6} y={TOP + 4} textAnchor="end">
          {most}
        </text>
        <text x={LEFT - 6} y={TOP + plotHeight} textAnchor="end">
          0
        </text>
        {report.weeks.map((week, w) => {
          const x = LEFT + w * slot + (slot - barWidth) / 2;
          let base = TOP + plotHeight;
          return (
            <g key={week}>
              {report.counts[w]!.map((n, c) => {
                if (n === 0) return null;
                const height = (n / most) * plotHeight;
                base -= height;
                return (
                  <rect
                    key={c}
                    x={x}
                    y={base}
                    width={barWidth}
                    height={height}
                    fill={columnColour(report, c)}
                  />
                );
              })}
              {(report.weeks.length - 1 - w) % labelEvery === 0 ? (
                <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle">
                  {week.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
