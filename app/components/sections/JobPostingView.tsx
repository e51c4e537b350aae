import type { ReactNode } from "react";
import { Link } from "react-router";
import type { JobPosting, postingLabels as labelsCopy } from "~/site/careers";

type JobPostingViewProps = {
  posting: JobPosting;
  others: readonly JobPosting[];
  labels: typeof labelsCopy;
  /** The posting's application form, made by the page, for a posting that is applied to by form. */
  applyForm?: ReactNode;
};

/** One career posting: key facts, description sections, selection, how to apply, other openings. */
export function JobPostingView({ posting, others, labels, applyForm }: JobPostingViewProps) {
  const { apply } = posting;
  const facts: Array<[string, string]> = [
    [labels.facts.openings, String(posting.openings)],
    [labels.facts.employmentType, posting.employmentType],
    [labels.facts.workplace, posting.workplace],
    [labels.facts.location, posting.location],
    [labels.facts.experience, posting.experience],
    [labels.facts.posted, posting.posted.label],
    [labels.facts.deadline, posting.deadline.label],
  ];
  return (
    <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[1fr_20rem]">
      <div className="min-w-0 space-y-10">
        <p className="text-lg">{posting.summary}</p>
        <dl
          className="grid gap-4 rounded-2xl p-6 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-3"
          data-testid="job-facts"
        >
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
              <dd className="mt-1 text-lg font-semibold text-navy-900">{value}</dd>
            </div>
          ))}
        </dl>
        {posting.sections.map((section) => (
          <section key={section.title}>
            <h2 className="text-2xl font-bold text-navy-900">{section.title}</h2>
            <ul className="mt-4 list-disc space-y-2 pl-6">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
        {posting.selection ? (
          <section>
            <h2 className="text-2xl font-bold text-navy-900">{labels.selection}</h2>
            <ol className="mt-4 list-decimal space-y-2 pl-6">
              {posting.selection.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        ) : null}
        <section
          aria-labelledby="apply-heading"
          className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 md:p-8"
        >
          <h2 id="apply-heading" className="text-2xl font-bold text-navy-900">
            {posting.applyTitle}
          </h2>
          <p className="mt-2">{posting.applyText}</p>
          <div className="mt-6">
            {apply.kind === "form" ? (
              applyForm
            ) : apply.kind === "mailto" ? (
              <a
                className="btn btn-primary"
                href={`mailto:${apply.email}?subject=${encodeURIComponent(apply.subject)}`}
              >
                {labels.emailApply(apply.email)}
              </a>
            ) : (
              <Link to={apply.href} className="btn btn-primary">
                {apply.label}
              </Link>
            )}
          </div>
        </section>
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
                  {labels.deadline}: {other.deadline.label}
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
