import { CardGrid } from "~/components/sections/CardGrid";
import { PageBanner } from "~/components/sections/PageBanner";
import { ProcessSteps } from "~/components/sections/ProcessSteps";
import { Section } from "~/components/sections/Section";
import { SplitFeature } from "~/components/sections/SplitFeature";
import { Reveal } from "~/components/ui/Reveal";
import { loaderPageMeta } from "~/site/meta";
import { origins, ourCompany, processSection, whyCards } from "~/site/company";
import { companyPages } from "~/site/pages/company";
import type { Route } from "./+types/why";

/** Copy as loader data, so it stays out of the page's script (ADR 016). */
export function loader() {
  return { page: companyPages.why, origins, ourCompany, processSection, whyCards };
}

export const meta: Route.MetaFunction = loaderPageMeta;

export default function WhyPage({ loaderData }: Route.ComponentProps) {
  const { page, origins, ourCompany, processSection, whyCards } = loaderData;
  return (
    <>
      <PageBanner title={page.heading} intro={page.description} underHeader />
      <Section id="our-company" eyebrow={ourCompany.eyebrow} title={ourCompany.title}>
        <SplitFeature block={ourCompany} />
      </Section>
      <Section id="why-list" eyebrow={whyCards.eyebrow} title={whyCards.title} tone="muted">
        <CardGrid cards={whyCards.cards} />
      </Section>
      <Section id="origins" eyebrow={origins.eyebrow} title={origins.title}>
        <Reveal kind="page" className="max-w-3xl space-y-4 text-lg">
          {origins.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Reveal>
      </Section>
      <Section id="our-process" eyebrow={processSection.eyebrow} title={processSection.title} tone="muted">
        <ProcessSteps
          label={processSection.eyebrow}
          steps={processSection.steps}
          defaultId={processSection.defaultStep}
        />
      </Section>
    </>
  );
}
