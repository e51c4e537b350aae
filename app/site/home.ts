import type { SplitBlock } from "./blocks";
import type { Card } from "./types";

/** The first-visit preloader: its words, one a second, for three seconds in all. */
export const preloader = {
  words: ["PROVEN", "TRUSTED", "EXPERIENCED"],
  /** One word per second, three seconds in all. */
  wordMs: 1000,
  totalMs: 3000,
  /** localStorage key set to "true" once the preloader has played. */
  storageKey: "hasVisited",
} as const;

/** The typed header's timings (typed.js option names). */
export const typedHeader = {
  words: preloader.words,
  startDelay: 5000,
  typeSpeed: 100,
  backSpeed: 50,
  backDelay: 1000,
  /** Read by screen readers instead of the changing letters. */
  accessibleText: "Proven, trusted, experienced.",
} as const;

export const hero = {
  eyebrow: "Healthcare price-transparency analytics",
  title: "INTRODUCING THE PRIZM PLATFORM",
  tagline: "Here comes the fun.",
  text: "PRIZM reads every payer's machine-readable files each month and turns billions of negotiated rates into answers your contracting, network and member teams can act on the same day.",
  /** `context` is read by screen readers and search engines after the visible label. */
  learnMore: { label: "Learn More", context: "about the PRIZM platform", href: "/PRIZM" },
  demo: {
    label: "Get a Demo",
    modalTitle: "Get a demo",
    fallbackHref: "/Contact-us",
    loading: "Loading the form...",
  },
  demoIntro:
    "Tell us which part of PRIZM you want to see. A solutions engineer will set up a 30-minute walkthrough on your own market's data.",
} as const;

export type PrizmTarget = "networks" | "rates" | "shopping";

/** The products section; each card opens /PRIZM scrolled to the section named by its key. */
export const products = {
  eyebrow: "HEALTHCARE PRICE TRANSPARENCY INTELLIGENCE",
  title: "TAKE ACTION WITH",
  href: "/PRIZM",
  cards: [
    {
      key: "networks",
      name: "PRIZM Networks",
      text: "Evaluate any health plan network against Medicare benchmark rates, procedure by procedure and code by code, before you sign or renew.",
      image: "/images/home/networks.svg",
    },
    {
      key: "rates",
      name: "PRIZM Rates",
      text: "See market-based rates for your services: benchmark against peers, size the revenue opportunity and spot where rates vary most.",
      image: "/images/home/rates.svg",
    },
    {
      key: "shopping",
      name: "PRIZM Shopping",
      text: "Give members cost-sharing estimates that meet transparency-in-coverage rules, built on the same negotiated rates your plan publishes.",
      image: "/images/home/shopping.svg",
    },
  ] satisfies (Card & { key: PrizmTarget })[],
  cardAction: "Explore",
} as const;

export const dataServices = {
  eyebrow: "Data and Technology Services",
  title: "Get your data in order",
  paragraphs: [
    "Transparency files run to terabytes a month and change shape without notice. Our data engineers in Kathmandu and Lexington run the pipelines for you, around the clock, and hand over clean, documented tables.",
  ],
  bullets: [
    "Retrieve and manage machine readable files",
    "Transform and enrich",
    "Cloud ops and dev ops",
    "Automate QA and QC",
    "Scrape, parse, cleanse",
  ],
  image: {
    src: "/images/home/data-services.svg",
    alt: "Machine-readable files flowing into a checked, clean table",
    width: 560,
    height: 420,
  },
  actions: [{ label: "See our services", href: "/our-services" }],
} as const satisfies Pick<SplitBlock, "paragraphs" | "bullets" | "image" | "actions"> & {
  eyebrow: string;
  title: string;
};

export const why = {
  eyebrow: "WHY",
  title: "Why teams choose Northpeak",
  cards: [
    {
      name: "Value Delivered",
      text: "Clients typically find contract gaps worth many times their subscription in the first quarter, measured against their own claims.",
      image: "/images/home/value.svg",
    },
    {
      name: "Ease of Implementation",
      text: "No install and no data feed to build: you sign in to a workspace already loaded with your market's rates, usually within two weeks.",
      image: "/images/home/ease.svg",
    },
    {
      name: "Peace of Mind",
      text: "Every file passes automated checks before it reaches you, and we share the exception list so you always know what was excluded and why.",
      image: "/images/home/peace.svg",
    },
    {
      name: "Fit for You",
      text: "Start with a standard report or have our analysts build the view your team needs; plans, providers and employers each get their own lens.",
      image: "/images/home/fit.svg",
    },
  ] satisfies Card[],
} as const;

export const partnersSection = {
  title: "PARTNERS AND AFFILIATES",
  /** Marquee speed, in pixels per second. */
  speedPxPerSecond: 70,
} as const;
