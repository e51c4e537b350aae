import { CardGrid } from "~/components/sections/CardGrid";
import { PageBanner } from "~/components/sections/PageBanner";
import { Section } from "~/components/sections/Section";
import { SplitFeature } from "~/components/sections/SplitFeature";
import { StatGrid } from "~/components/sections/StatGrid";
import { loaderPageMeta } from "~/site/meta";
import { clientSatisfaction, communities, companyCulture, cultureIntro, values } from "~/site/culture";
import { companyPages } from "~/site/pages/company";
import type { Route } from "./+types/culture-values";

/** Copy as loader data, so it stays out of the page's script (ADR 016). */
export function loader() {
  return {
    page: companyPages.cultureValues,
    clientSatisfaction,
    communities,
    companyCulture,
    cultureIntro,
    values,
  };
}

export const meta: Route.MetaFunction = loaderPageMeta;

export default function CultureValuesPage({ loaderData }: Route.ComponentProps) {
  const { page, clientSatisfaction, communities, companyCulture, cultureIntro, values } = loaderData;
  return (
    <>
      <PageBanner title={page.heading} intro={page.description} />
      <Section id="values" eyebrow={values.eyebrow} title={values.title} intro={cultureIntro.text}>
        <CardGrid cards={values.cards} columns={2} />
      </Section>
      <Section
        id="client-satisfaction"
        eyebrow={clientSatisfaction.eyebrow}
        title={clientSatisfaction.title}
        tone="muted"
        intro={
          <div className="space-y-4">
            {clientSatisfaction.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        }
      >
        <StatGrid stats={clientSatisfaction.stats} />
      </Section>
      <Section id="empowering-communities" eyebrow={communities.eyebrow} title={communities.title}>
        <SplitFeature block={communities} reverse />
      </Section>
      <Section {...companyCulture} id="company-culture" tone="muted">
        <SplitFeature block={companyCulture} />
      </Section>
    </>
  );
}
