import { lazy } from "react";
import { Link } from "react-router";
import { CardGrid } from "~/components/sections/CardGrid";
import { GetInTouch } from "~/components/sections/GetInTouch";
import { type DemoDialogSlot, HomeHero } from "~/components/sections/HomeHero";
import { partnerMarqueeStyle } from "~/components/sections/marquee-style";
import { PartnerMarquee } from "~/components/sections/PartnerMarquee";
import { Section } from "~/components/sections/Section";
import { SplitFeature } from "~/components/sections/SplitFeature";
import { AnimationsToggle } from "~/components/ui/AnimationsToggle";
import { loaderPageMeta } from "~/site/meta";
import { preloaderScript } from "~/document/preloader-script";
import { dataServices, hero, partnersSection, preloader, products, typedHeader, why } from "~/site/home";
import { homePages } from "~/site/pages/home";
import { partners } from "~/site/partners";
import type { Route } from "./+types/home";

/** No-JavaScript submissions of the page's lead form (LeadForm posts here). */
export { leadAction as action } from "~/leads/intake/page-action.server";

/** Copy as loader data, so it stays out of the page's script (ADR 016). */
export function loader() {
  return {
    page: homePages.home,
    dataServices,
    hero,
    partnersSection,
    preloader: { ...preloader, script: preloaderScript(preloader) },
    products,
    typedHeader,
    why,
    marquee: { partners, rules: partnerMarqueeStyle(partners.length, partnersSection.speedPxPerSecond) },
  };
}

export const meta: Route.MetaFunction = loaderPageMeta;

/**
 * The demo dialog and its form load only when a visitor reaches for the button (ADR 007, 016). The
 * form has its own module because a dynamic import of a statically imported module splits nothing.
 */
const loadDemoDialog = () => import("~/leads/form/DemoDialog");
const demoDialog: DemoDialogSlot = {
  Dialog: lazy(() => loadDemoDialog().then((module) => ({ default: module.DemoDialog }))),
  prepare: () => {
    void loadDemoDialog().then((module) => module.preloadDemoForm());
  },
};

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { dataServices, hero, partnersSection, preloader, products, typedHeader, why, marquee } = loaderData;
  return (
    <>
      <HomeHero preloader={preloader} hero={hero} typed={typedHeader} demoDialog={demoDialog} />

      <Section id="products" eyebrow={products.eyebrow} title={products.title} tone="muted">
        <CardGrid
          cards={products.cards}
          renderAction={(card) => (
            <Link
              to={products.href}
              state={{ scrollTo: card.key }}
              className="btn btn-primary mt-6 self-start"
              data-testid={`product-card-${card.key}`}
            >
              {products.cardAction}
              <span className="sr-only"> {card.name}</span>
            </Link>
          )}
        />
      </Section>

      <Section id="data-services" eyebrow={dataServices.eyebrow} title={dataServices.title}>
        <SplitFeature block={dataServices} />
      </Section>

      <Section id="why" eyebrow={why.eyebrow} title={why.title} tone="muted">
        <CardGrid cards={why.cards} columns={4} />
      </Section>

      <GetInTouch />

      <Section id="partners" title={partnersSection.title}>
        <PartnerMarquee {...marquee} />
        {/* A second toggle where the strip is, so stopping it needs no trip back to the top. */}
        <AnimationsToggle className="mx-auto mt-6 flex" />
      </Section>
    </>
  );
}
