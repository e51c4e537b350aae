import { type ComponentType, Suspense, useCallback, useState } from "react";
import { Link } from "react-router";
import { AnimationsToggle } from "~/components/ui/AnimationsToggle";
import type { hero as heroCopy, preloader as preloaderCopy, typedHeader as typedCopy } from "~/site/home";
import { Preloader } from "./Preloader";
import { TypedHeadline } from "./TypedHeadline";

/** The demo dialog: a lazy component, and a way to start loading it early. */
export type DemoDialogSlot = {
  Dialog: ComponentType<{
    open: boolean;
    onClose: () => void;
    title: string;
    description: string;
    loading: string;
  }>;
  /** Called when a pointer comes over the button or it takes focus, ahead of the click. */
  prepare: () => void;
};

type HomeHeroProps = {
  preloader: typeof preloaderCopy & { script: string };
  hero: typeof heroCopy;
  typed: typeof typedCopy;
  demoDialog: DemoDialogSlot;
};

/**
 * The home page's opening: the first-visit preloader, then typed words, the PRIZM introduction and
 * its two calls to action. A component of its own, so the preloader's signal re-renders only this.
 */
export function HomeHero({ preloader, hero, typed, demoDialog }: HomeHeroProps) {
  const { Dialog: DemoDialog, prepare: reachForDemo } = demoDialog;
  // False while the preloader covers the page; the typed header waits for it.
  const [displayed, setDisplayed] = useState(false);
  const onPreloaderDone = useCallback(() => setDisplayed(true), []);
  const [demoOpen, setDemoOpen] = useState(false);
  // The dialog mounts on the first click and stays, so closing it keeps focus handling intact.
  const [demoUsed, setDemoUsed] = useState(false);
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
            {...typed}
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
              onPointerEnter={reachForDemo}
              onFocus={reachForDemo}
              onClick={(event) => {
                event.preventDefault();
                setDemoUsed(true);
                setDemoOpen(true);
              }}
            >
              {hero.demo.label}
            </a>
          </div>
          <AnimationsToggle className="mt-8" />
        </div>
        {demoUsed ? (
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
