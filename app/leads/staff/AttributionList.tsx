import { Fragment } from "react";
import type { LeadAttribution } from "~/leads/shared/attribution";
import { attributionLines } from "~/leads/shared/attribution-lines";
import { staffCopy } from "~/site/staff";

const copy = staffCopy.attribution;

/**
 * Where one lead came from, as a definition list of the known facts; the click ids are always listed,
 * since "none" is informative too.
 */
export function AttributionList({ attribution }: { attribution: LeadAttribution }) {
  const lines = attributionLines(attribution);
  if (attribution.clickIds.length === 0) lines.push({ label: copy.clickIds, value: copy.noClickIds });
  return (
    <dl className="grid min-w-56 grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
      {lines.map(({ label, value }) => (
        <Fragment key={label}>
          <dt className="whitespace-nowrap text-slate-600">{label}</dt>
          <dd className="break-all">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
