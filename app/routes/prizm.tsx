import { CardGrid } from "~/components/sections/CardGrid";
import { ComparisonFigures } from "~/components/sections/ComparisonFigures";
import { GetInTouch } from "~/components/sections/GetInTouch";
import { PageBanner } from "~/components/sections/PageBanner";
import { Section } from "~/components/sections/Section";
import { SplitFeature } from "~/components/sections/SplitFeature";
import { ActionLinks } from "~/components/ui/ActionLinks";
import { useScrollToSectionFromState } from "~/components/ui/useScrollToSectionFromState";
import { pageMeta } from "~/site/meta";
import { prizmPages } from "~/site/pages/prizm";
import {
  PRIZM_SECTIONS,
  networksSection,
  prizmCards,
  prizmHero,
  ratesSection,
  relatedProducts,
  shoppingSection,
} from "~/site/prizm";
import type { Route } from "./+types/prizm";

const page = prizmPages.prizm;

/** Copy as loader data, so it stays out of the page's script (ADR 016). */
export function loader() {
  return { prizmHero, prizmCards, networksSection, ratesSection, shoppingSection, relatedProducts };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function PrizmPage({ loaderData }: Route.ComponentProps) {
  const { prizmHero, prizmCards, networksSection, ratesSection, shoppingSection, relatedProducts } =
    loaderData;
  useScrollToSectionFromState(PRIZM_SECTIONS);
  return (
    <>
      <PageBanner title={page.heading} eyebrow={prizmHero.eyebrow} intro={prizmHero.intro} underHeader>
        <ActionLinks actions={prizmHero.actions} variant="accent" />
      </PageBanner>

      <Section id="products" title={prizmCards.title} tone="muted">
        <CardGrid
          cards={prizmCards.cards}
          renderAction={(card) => (
            <a href={`#${card.key}`} className="btn btn-primary mt-6 self-start">
              {prizmCards.actionLabel}
              <span className="sr-only">: {card.name}</span>
            </a>
          )}
        />
      </Section>

      <Section {...networksSection}>
        <ComparisonFigures figures={networksSection.figures} />
        <div className="mt-12">
          <CardGrid cards={networksSection.views} columns={2} />
        </div>
        <h3 className="mt-12 text-2xl font-semibold text-navy-900">{networksSection.measuresTitle}</h3>
        <dl className="mt-6 grid gap-6 md:grid-cols-2">
          {networksSection.measures.map((measure) => (
            <div key={measure.name} className="rounded-2xl border-l-4 border-accent-500 bg-slate-50 p-6">
              <dt className="text-lg font-semibold text-navy-900">{measure.name}</dt>
              <dd className="mt-2">{measure.text}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section {...ratesSection} tone="muted">
        <CardGrid cards={ratesSection.cards} columns={4} />
      </Section>

      <Section {...shoppingSection}>
        <SplitFeature block={shoppingSection} />
      </Section>

      <Section {...relatedProducts} tone="muted">
        <CardGrid cards={relatedProducts.cards} columns={2} />
      </Section>

      <GetInTouch />
    </>
  );
}
