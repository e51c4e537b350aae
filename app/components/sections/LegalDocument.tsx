import type { LegalDocumentData } from "~/site/legal";
import { Reveal } from "../ui/Reveal";

type LegalDocumentProps = {
  document: LegalDocumentData;
  labels: { updated: string; contents: string };
};

/** A legal text rendered from data: a contents list, then each section with its heading. */
export function LegalDocument({ document, labels }: LegalDocumentProps) {
  return (
    <div className="container-page grid gap-12 py-16 lg:grid-cols-[16rem_1fr]">
      <nav aria-labelledby="legal-contents" className="self-start lg:sticky lg:top-24">
        <h2 id="legal-contents" className="text-sm font-semibold uppercase tracking-wider text-brand-700">
          {labels.contents}
        </h2>
        <ol className="mt-3 space-y-2 text-sm">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-slate-700 hover:text-brand-700 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="max-w-3xl">
        <p className="text-sm text-slate-600">
          {labels.updated}: {document.updated}
        </p>
        {document.intro.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg leading-relaxed">
            {paragraph}
          </p>
        ))}
        {document.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="mt-10"
          >
            <Reveal kind="page">
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-navy-900">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed">
                  {paragraph}
                </p>
              ))}
              {section.list ? (
                <ul className="mt-3 list-disc space-y-2 pl-6">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </Reveal>
          </section>
        ))}
      </article>
    </div>
  );
}
