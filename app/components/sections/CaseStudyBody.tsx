import { Link } from "react-router";
import type { CaseStudy } from "~/cms/types.server";
import { caseStudyUiCopy } from "~/site/section-text";
import { Img } from "../ui/Img";
import { Reveal } from "../ui/Reveal";

type CaseStudyBodyProps = {
  study: CaseStudy;
  labels: { results: string; technologies: string; back: string; backHref: string };
};

/** The size the site's own covers are drawn at, for a cover whose source gave none. */
const COVER_SIZE = { width: 480, height: 320 };

/** A case study's story beside its key facts, with the results and the technology used. */
export function CaseStudyBody({ study, labels }: CaseStudyBodyProps) {
  const cover = study.images[0];
  return (
    <div className="container-page grid gap-12 py-16 lg:grid-cols-[1fr_20rem]">
      <article className="max-w-3xl">
        <Reveal kind="page">
          <Img
            src={cover?.url}
            alt={cover?.alt}
            width={cover?.width ?? COVER_SIZE.width}
            height={cover?.height ?? COVER_SIZE.height}
            loading="eager"
            className="h-auto w-full rounded-2xl"
          />
        </Reveal>
        <section aria-labelledby="results-heading" className="mt-10">
          <h2 id="results-heading" className="text-2xl font-bold text-navy-900">
            {labels.results}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {study.results.map((result) => (
              <li key={result.label} className="rounded-2xl bg-brand-50 p-5">
                <span className="block text-3xl font-bold text-brand-700">{result.value}</span>
                <span className="mt-1 block text-sm text-slate-700">{result.label}</span>
              </li>
            ))}
          </ul>
        </section>
        {/* Sanitised on the server; the prose styles give its headings and lists the page's look. */}
        <div className="content-body" dangerouslySetInnerHTML={{ __html: study.description }} />
        <Link to={labels.backHref} className="link mt-12 inline-block font-semibold">
          ← {labels.back}
        </Link>
      </article>
      <aside
        aria-label={caseStudyUiCopy.factsLabel}
        className="self-start rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 lg:sticky lg:top-24"
      >
        <dl className="space-y-4">
          {study.facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-sm font-semibold uppercase tracking-wider text-brand-700">{fact.label}</dt>
              <dd className="mt-1">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <h2 className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">
          {labels.technologies}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {study.technologies.map((tech) => (
            <li key={tech} className="rounded-full bg-white px-3 py-1 text-sm ring-1 ring-slate-300">
              {tech}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
