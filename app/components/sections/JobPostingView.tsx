import type { ReactNode } from "react";
import { Link } from "react-router";
import type { postingLabels as labelsCopy } from "~/site/careers";

/** A job opening as its page shows it: text as written, dates and types already in words. */
export type JobPostingData = {
  summary: string;
  /** Sanitised HTML: duties, requirements, selection process. */
  descriptionHtml: string;
  facts: Record<keyof typeof labelsCopy.facts, string>;
  /** A closed posting keeps its page, which says so instead of how to apply. */
  closed: boolean;
  /** The page's form, a mail-to button or a link to the general application page. */
  apply: { kind: "form" } | { kind: "mailto" | "link"; href: string; label: string };
  applyTitle: string;
  applyText: string;
};

type JobPostingViewProps = {
  posting: JobPostingData;
  others: readonly { path: string; title: string; deadline: string }[];
  /** The labels, as loader data (ADR 016). */
  labels: typeof labelsCopy;
  /** The posting's application form, made by the page, for a posting that is applied to by form. */
  applyForm?: ReactNode;
};

/** One career posting: key facts, its description, how to apply (or that it is closed), other openings. */
export function JobPostingView({ posting, others, labels, applyForm }: JobPostingViewProps) {
  const { apply } = posting;
  return (
    <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[1fr_20rem]">
      <div className="min-w-0 space-y-10">
        {posting.closed ? (
          <section
            aria-labelledby="closed-heading"
            className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 md:p-8"
          >
            <h2 id="closed-heading" className="text-2xl font-bold text-navy-900">
              {labels.closed.title}
            </h2>
            <p className="mt-2">{labels.closed.text}</p>
            <Link to={labels.closed.href} className="btn btn-primary mt-6">
              {labels.closed.linkLabel}
            </Link>
          </section>
        ) : null}
        <p className="text-lg">{posting.summary}</p>
        <dl
          className="grid gap-4 rounded-2xl p-6 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-3"
          data-testid="job-facts"
        >
          {Object.entries(labels.facts).map(([fact, label]) => (
            <div key={fact}>
              <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
              <dd className="mt-1 text-lg font-semibold text-navy-900">
                {posting.facts[fact as keyof typeof labels.facts]}
              </dd>
            </div>
          ))}
        </dl>
        <div className="content-body" dangerouslySetInnerHTML={{ __html: posting.descriptionHtml }} />
        {posting.closed ? null : (
          <section
            aria-labelledby="apply-heading"
            className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 md:p-8"
          >
            <h2 id="apply-heading" className="text-2xl font-bold text-navy-900">
              {posting.applyTitle}
            </h2>
            <p className="mt-2">{posting.applyText}</p>
            <div className="mt-6">
              {/* A Link to a mailto: address renders a plain <a>, which the router leaves to the browser. */}
              {apply.kind === "form" ? (
                applyForm
              ) : (
                <Link to={apply.href} className="btn btn-primary">
                  {apply.label}
                </Link>
              )}
            </div>
          </section>
        )}
      </div>
      <aside aria-labelledby="other-openings-heading" className="lg:pt-1">
        <div className="rounded-2xl bg-navy-900 p-6 text-white lg:sticky lg:top-28">
          <h2 id="other-openings-heading" className="text-xl font-bold">
            {labels.otherOpenings}
          </h2>
          <ul className="mt-4 space-y-4">
            {others.map((other) => (
              <li key={other.path} className="rounded-xl bg-white/10 p-4">
                <Link to={other.path} className="font-semibold text-white underline-offset-4 hover:underline">
                  {other.title}
                </Link>
                <p className="mt-1 text-sm text-slate-200">
                  {labels.deadline}: {other.deadline}
                </p>
              </li>
            ))}
          </ul>
          <Link
            to="/careers"
            className="mt-6 inline-block text-sm font-semibold text-accent-400 hover:underline"
          >
            {labels.backToCareers}
          </Link>
        </div>
      </aside>
    </div>
  );
}
