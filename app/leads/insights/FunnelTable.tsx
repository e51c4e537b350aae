import type { FormId } from "../shared/contract";
import { staffCopy } from "~/site/staff";
import type { FunnelRow } from "./funnel-rate";
import { rate } from "./funnel-rate";

const copy = staffCopy.funnel;
const formLabels: Record<FormId, string> = staffCopy.formNames;
const percent = new Intl.NumberFormat("en-GB", { style: "percent", maximumFractionDigits: 1 });

function Rate({ part, whole }: { part: number; whole: number }) {
  const share = rate(part, whole);
  return <td className="px-3 py-2 tabular-nums">{share === null ? copy.noRate : percent.format(share)}</td>;
}

/** Each form's views, starts and submissions over the filter's period, with the rates between them. */
export function FunnelTable({ funnel }: { funnel: FunnelRow[] }) {
  return (
    <section id="funnel" className="mt-12" aria-labelledby="funnel-heading">
      <h2 id="funnel-heading" className="text-xl font-bold">
        {copy.heading}
      </h2>
      <p className="mt-2 text-slate-700">{copy.intro}</p>
      <div className="mt-3 overflow-x-auto">
        <table className="min-w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-slate-700">{copy.caption}</caption>
          <thead className="bg-slate-100">
            <tr>
              {copy.columns.map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {funnel.map((row) => (
              <tr key={row.form}>
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {formLabels[row.form]}
                </th>
                <td className="px-3 py-2 tabular-nums">{row.views}</td>
                <td className="px-3 py-2 tabular-nums">{row.starts}</td>
                <td className="px-3 py-2 tabular-nums">{row.submissions}</td>
                <Rate part={row.starts} whole={row.views} />
                <Rate part={row.submissions} whole={row.starts} />
                <Rate part={row.submissions} whole={row.views} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
