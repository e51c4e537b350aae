import { Link } from "react-router";
import type { CaseStudy } from "~/site/case-studies";
import { caseStudyUiCopy } from "~/site/section-text";
import { Img } from "../ui/Img";
import { Reveal } from "../ui/Reveal";

type CaseStudyBodyProps = {
  study: CaseStudy;
  labels: { results: string; technologies: string; back: string; backHref: string };
};

/** A case study's prose beside its key facts, with the results and the technology used. */
export function CaseStudyBody({ study, labels }: CaseStudyBodyProps) {
  return (
    <div className="container-page grid gap-12 py-16 lg:grid-cols-[1fr_20rem]">
      <article className="max-w-3xl">
        <Reveal kind="page">
          <Img
            src={study.cover.src}
            alt={study.cover.alt}
            width={study.cover.width}
            height={study.cover.height}
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
        {study.sections.map((section) => (
          <Reveal as="section" kind="page" key={section.heading} className="mt-10">
            <h2 className="text-2xl font-bold text-navy-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed">
                {paragraph}
              </p>
            ))}
            {section.bullets ? (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-lg">
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </Reveal>
        ))}
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
