import { staffCopy } from "~/site/staff";
import { formName } from "../staff/staff-ui";
import { StaffTable } from "../staff/StaffTable";
import type { StaffInsights } from "./staff-insights.server";

const copy = staffCopy.funnel;
const percent = new Intl.NumberFormat("en-GB", { style: "percent", maximumFractionDigits: 1 });

/** `part` of `whole`; it can exceed 1, as leads sent without JavaScript or through the API have no counted view or start. */
function Rate({ part, whole }: { part: number; whole: number }) {
  const share = whole > 0 ? part / whole : null;
  return <td>{share === null ? copy.noRate : percent.format(share)}</td>;
}

/**
 * Each form's views, starts and submissions over the filter's period, with the rates between them.
 * With retention on, a note explains why old periods show views but no submissions.
 */
export function FunnelTable({ funnel, retentionDays }: Pick<StaffInsights, "funnel" | "retentionDays">) {
  return (
    <section id="funnel" className="mt-12" aria-labelledby="funnel-heading">
      <h2 id="funnel-heading" className="text-xl font-bold">
        {copy.heading}
      </h2>
      <p className="mt-2 text-slate-700">{copy.intro}</p>
      <StaffTable caption={copy.caption} columns={copy.columns}>
        {funnel.map((row) => (
          <tr key={row.form}>
            <th scope="row">{formName(row.form)}</th>
            <td>{row.views}</td>
            <td>{row.starts}</td>
            <td>{row.submissions}</td>
            <Rate part={row.starts} whole={row.views} />
            <Rate part={row.submissions} whole={row.starts} />
            <Rate part={row.submissions} whole={row.views} />
          </tr>
        ))}
      </StaffTable>
      {retentionDays === null ? null : (
        <p className="mt-2 text-slate-700">{copy.retentionNote(retentionDays)}</p>
      )}
    </section>
  );
}
