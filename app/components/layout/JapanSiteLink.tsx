import { brand } from "~/site/brand";
import { shellUiCopy } from "~/site/page-text";

/** The flag link to the Japan-region site, in a new tab. */
export function JapanSiteLink({ withLabel = false }: { withLabel?: boolean }) {
  return (
    <a
      href={brand.japanSiteUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex shrink-0 items-center gap-2 rounded p-1"
      aria-label={withLabel ? undefined : shellUiCopy.japanSite.linkLabel}
    >
      <img
        src="/images/flag-japan.svg"
        alt=""
        width={30}
        height={20}
        className="shrink-0 rounded-sm border border-slate-200"
      />
      {withLabel ? <span>{shellUiCopy.japanSite.label}</span> : null}
    </a>
  );
}
