import { lazy, Suspense, useCallback, useState } from "react";
import { Link } from "react-router";
import { CardGrid } from "~/components/sections/CardGrid";
import { GetInTouch } from "~/components/sections/GetInTouch";
import { partnerMarqueeStyle } from "~/components/sections/marquee-style";
import { PartnerMarquee } from "~/components/sections/PartnerMarquee";
import { Preloader } from "~/components/sections/Preloader";
import { Section } from "~/components/sections/Section";
import { SplitFeature } from "~/components/sections/SplitFeature";
import { TypedHeadline } from "~/components/sections/TypedHeadline";
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
 * The demo dialog and its form load only when a visitor reaches for the button (ADR 007, 016): a
 * pointer over it or its focus starts loading them, ahead of the click. The form has its own module
 * because a dynamic import of a statically imported module splits nothing.
 */
const loadDemoDialog = () => import("~/leads/form/DemoDialog");
const DemoDialog = lazy(() => loadDemoDialog().then((module) => ({ default: module.DemoDialog })));

type HomeHeroProps = Pick<Route.ComponentProps["loaderData"], "preloader" | "hero" | "typedHeader">;

/**
 * The home page's opening: the first-visit preloader, then typed words, the PRIZM introduction and
 * its two calls to action. A component of its own, so the preloader's signal re-renders only this.
 */
function HomeHero({ preloader, hero, typedHeader }: HomeHeroProps) {
  // False while the preloader covers the page; the typed header waits for it.
  const [displayed, setDisplayed] = useState(false);
  const onPreloaderDone = useCallback(() => setDisplayed(true), []);
  // Undefined until the first click; the dialog then mounts and stays, so closing keeps focus handling.
  const [demoOpen, setDemoOpen] = useState<boolean>();
  return (
    <>
      <Preloader {...preloader} onDone={onPreloaderDone} />
      <section className="relative overflow-hidden bg-gradient-to-br from-navy-900 via-navy-800 to-brand-700 pt-32 pb-24 text-white md:pt-44 md:pb-32">
        <img
          src="/images/home/hero-prism.svg"
          alt=""
          width={560}
          height={480}
          // Decoration shown only from 1280 px: phones never fetch it.
          loading="lazy"
          className="pointer-events-none absolute -right-24 bottom-0 hidden w-[36rem] opacity-60 xl:block"
        />
        <div className="container-page relative">
          <TypedHeadline
            {...typedHeader}
            active={displayed}
            className="text-2xl font-bold tracking-[0.25em] text-accent-400 md:text-3xl"
          />
          <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-brand-100">
            {hero.eyebrow}
          </p>
          <h1 className="mt-2 max-w-3xl text-4xl font-extrabold leading-tight md:text-6xl">{hero.title}</h1>
          <p className="mt-4 text-2xl font-semibold text-white md:text-3xl">{hero.tagline}</p>
          <p className="mt-5 max-w-2xl text-lg text-slate-200">{hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Link to={hero.learnMore.href} className="btn btn-accent">
              {hero.learnMore.label}
              <span className="sr-only"> {hero.learnMore.context}</span>
            </Link>
            <a
              href={hero.demo.fallbackHref}
              className="btn btn-outline-light"
              aria-haspopup="dialog"
              onPointerEnter={loadDemoDialog}
              onFocus={loadDemoDialog}
              onClick={(event) => {
                event.preventDefault();
                setDemoOpen(true);
              }}
            >
              {hero.demo.label}
            </a>
          </div>
          <AnimationsToggle className="mt-8" />
        </div>
        {demoOpen !== undefined ? (
          <Suspense fallback={null}>
            <DemoDialog
              open={demoOpen}
              onClose={() => setDemoOpen(false)}
              title={hero.demo.modalTitle}
              description={hero.demoIntro}
              loading={hero.demo.loading}
            />
          </Suspense>
        ) : null}
      </section>
    </>
  );
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { dataServices, hero, partnersSection, preloader, products, typedHeader, why, marquee } = loaderData;
  return (
    <>
      <HomeHero preloader={preloader} hero={hero} typedHeader={typedHeader} />

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
