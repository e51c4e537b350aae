import type { StaffInsights } from "~/leads/insights/staff-insights.server";
import { FunnelTable } from "~/leads/insights/FunnelTable";
import { SourcesReport } from "~/leads/insights/SourcesReport";
import { staffCopy } from "~/site/staff";
import { filterSearch, LEADS_PAGE_SIZE, type parseLeadQuery } from "./filter";
import { LeadFilters } from "./LeadFilters";
import { type ListedLead, LeadRow } from "./LeadRow";
import { STAFF_PATH } from "./paths";
import { StaffTable } from "./StaffTable";

const copy = staffCopy.list;

type LeadsViewProps = ReturnType<typeof parseLeadQuery> & {
  leads: ListedLead[];
  hasNext: boolean;
  insights: StaffInsights;
};

/** The signed-in staff page: a page of filtered leads, their sources and the forms' funnel. */
export function LeadsView({ leads, hasNext, page, filter, ignored, insights }: LeadsViewProps) {
  const first = (page - 1) * LEADS_PAGE_SIZE + 1;
  const range = leads.length > 0 ? `${first}–${first + leads.length - 1}` : copy.noRange;
  return (
    <div className="container-page py-12">
      <a href="#results" className="skip-link">
        {copy.skipToResults}
      </a>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-navy-900">{copy.heading}</h1>
        <div className="flex flex-wrap items-center gap-4">
          <a className="link font-semibold" href={`${STAFF_PATH}.csv${filterSearch(filter)}`}>
            {copy.downloadCsv}
          </a>
          <form method="post" action={STAFF_PATH}>
            <input type="hidden" name="intent" value="sign-out" />
            <button type="submit" className="btn btn-light">
              {copy.signOut}
            </button>
          </form>
          <form method="post" action={STAFF_PATH}>
            <input type="hidden" name="intent" value="end-all-sessions" />
            <button type="submit" className="btn btn-light" aria-describedby="end-all-hint">
              {copy.endAllSessions}
            </button>
            <span id="end-all-hint" className="sr-only">
              {copy.endAllSessionsHint}
            </span>
          </form>
        </div>
      </div>
      <LeadFilters filter={filter} />
      {ignored.length > 0 ? (
        <p className="mt-3 text-red-800" role="status">
          {staffCopy.filters.ignored(ignored)}
        </p>
      ) : null}
      <section id="results" tabIndex={-1} className="mt-8 outline-none" aria-labelledby="results-heading">
        <h2 id="results-heading" className="text-xl font-bold">
          {copy.results}
        </h2>
        {leads.length === 0 ? (
          <p className="mt-3">{copy.none}</p>
        ) : (
          <StaffTable caption={copy.caption(range, page)} columns={copy.columns}>
            {leads.map((lead) => (
              <LeadRow key={lead.id} lead={lead} />
            ))}
          </StaffTable>
        )}
        {page > 1 || hasNext ? (
          <nav aria-label={copy.pages} className="mt-6 flex gap-6">
            {page > 1 ? (
              <a className="link" href={`${STAFF_PATH}${filterSearch(filter, page - 1)}`} rel="prev">
                {copy.previous}
              </a>
            ) : null}
            {hasNext ? (
              <a className="link" href={`${STAFF_PATH}${filterSearch(filter, page + 1)}`} rel="next">
                {copy.next}
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
      <SourcesReport report={insights.sources} filter={filter} />
      <FunnelTable funnel={insights.funnel} retentionDays={insights.retentionDays} />
    </div>
  );
}
