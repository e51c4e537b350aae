import { type ActionLink, type Illustration, icon, illustration } from "./blocks";
import { contactPath } from "./navigation";
import type { Card } from "./types";

/** The sections of /PRIZM that other pages can scroll to through `location.state.scrollTo`. */
export const PRIZM_SECTIONS = ["networks", "rates", "shopping"] as const;
export type PrizmSection = (typeof PRIZM_SECTIONS)[number];

/* @__NO_SIDE_EFFECTS__ */
const art = (name: string) => icon("prizm", name);

export const prizmHero = {
  eyebrow: "Healthcare price-transparency analytics",
  intro:
    "PRIZM reads the machine-readable files every US health plan must publish each month, cleans and normalises billions of negotiated rates, and puts them next to Medicare so you can see what a network, a contract or a procedure is really worth.",
  actions: [
    { label: "Book a Demo", href: contactPath },
    { label: "Watch the walkthrough", href: "/video/mrf-data-overview" },
  ] satisfies ActionLink[],
} as const;

/** The hero's three cards, one per product area; each links to its section on the page. */
export const prizmCards = {
  title: "One data set, three ways to use it",
  cards: [
    {
      key: "networks",
      name: "PRIZM Networks",
      text: "Compare health plan networks against Medicare benchmark rates before you build, buy or rent one.",
      image: art("networks"),
    },
    {
      key: "rates",
      name: "PRIZM Rates",
      text: "Benchmark your negotiated rates against the market and your peers, and size the revenue at stake.",
      image: art("rates"),
    },
    {
      key: "shopping",
      name: "PRIZM Shopping",
      text: "Give members cost-sharing estimates that meet transparency-in-coverage rules.",
      image: art("shopping"),
    },
  ] satisfies (Card & { key: PrizmSection })[],
  actionLabel: "See how it works",
} as const;

export type ComparisonFigure = Illustration & { caption: string };

export const networksSection = {
  id: "networks" as PrizmSection,
  eyebrow: "PRIZM Networks",
  title: "Custom network comparisons against Medicare benchmarks",
  intro:
    "Tell us which networks, providers and services matter to you. PRIZM matches every negotiated rate in the payers' files to the Medicare fee schedule for the same code and place of service, and returns a side-by-side comparison you can defend in a board meeting.",
  figures: [
    {
      ...illustration(
        "/images/prizm/network-input.svg",
        "Input: a list of networks, billing codes and providers to compare",
      ),
      caption: "Input: the networks, billing codes and provider groups you choose.",
    },
    {
      ...illustration(
        "/images/prizm/network-output.svg",
        "Output: a bar chart of each network's rates as a percent of Medicare, by procedure",
      ),
      caption: "Output: each network's rates as a percent of Medicare, procedure by procedure.",
    },
  ] satisfies ComparisonFigure[],
  views: [
    {
      name: "Comparison by procedure",
      text: "Group codes into procedures people recognise, such as a knee MRI or a normal delivery, and compare the whole episode across networks.",
      image: art("procedure"),
    },
    {
      name: "Comparison by code",
      text: "Drill into any CPT, HCPCS, DRG or revenue code to see every negotiated rate behind an average, by provider and place of service.",
      image: art("code"),
    },
  ] satisfies Card[],
  measuresTitle: "Show rates the way your team negotiates",
  measures: [
    {
      name: "Percent of Medicare",
      text: "Each rate divided by the Medicare allowed amount for the same service and locality: 100% means the Medicare rate, 180% means 1.8 times it.",
    },
    {
      name: "Percent discount from billed charges",
      text: "For contracts written against charges: the discount each network secures from the provider's billed charge, from the same files.",
    },
  ],
} as const;

export const ratesSection = {
  id: "rates" as PrizmSection,
  eyebrow: "PRIZM Rates",
  title: "Know where your rates stand in the market",
  intro:
    "For health systems, provider groups and payers preparing for a negotiation: see the rates every payer in your market has agreed with your competitors, from the same public files they publish.",
  cards: [
    {
      name: "Market benchmarking",
      text: "Your negotiated rate for every service beside the market's 25th, 50th and 75th percentiles, by payer, plan type and region.",
      image: art("benchmark"),
    },
    {
      name: "Peer comparison",
      text: "Choose the hospitals or groups you compete with and compare rates code by code, as a percent of Medicare or in dollars.",
      image: art("peers"),
    },
    {
      name: "Revenue opportunity",
      text: "Multiply the gap to the market median by your own volumes to see which contracts and services are worth renegotiating first.",
      image: art("revenue"),
    },
    {
      name: "Rate variability",
      text: "Find the services where one payer pays three times another for the same code, and the contracts that drift from month to month.",
      image: art("variability"),
    },
  ] satisfies Card[],
} as const;

export const shoppingSection = {
  id: "shopping" as PrizmSection,
  eyebrow: "PRIZM Shopping",
  title: "Member cost-sharing estimates under transparency-in-coverage rules",
  paragraphs: [
    "The transparency-in-coverage rules require health plans to let members see, before care, what they will pay for a covered service with a given provider. PRIZM Shopping builds those estimates from your plan's own negotiated rates and the member's accumulators.",
  ],
  bullets: [
    "Estimates that apply the member's deductible, copay and coinsurance",
    "Every item and service the rules require, searchable by plain-language name or code",
    "In-network rates and out-of-network allowed amounts from the files you already publish",
  ],
  image: illustration(
    "/images/prizm/member-estimate.svg",
    "A phone showing a member's estimated cost for an MRI",
  ),
  actions: [
    { label: "Learn More", href: "/PRIZM-Shopping", context: "PRIZM Shopping" },
  ] satisfies ActionLink[],
} as const;

/**
 * The other products built on payer machine-readable files. Their names match the
 * demo form's product checkboxes (form-text.ts, codes cre and tic), so a visitor can ask for either.
 */
export const relatedProducts = {
  id: "more-products",
  eyebrow: "Built on the same files",
  title: "Two more ways to put payer rate data to work",
  intro:
    "PRIZM, Contract Rate Explorer and Tara share one pipeline: the same monthly payer files, the same cleaning and the same checks, so a rate reads the same in every product.",
  cards: [
    {
      key: "cre",
      name: "Contract Rate Explorer",
      text: "Search the negotiated rates payers publish in their machine-readable files by payer, plan, provider, billing code and market, then export the rows behind any figure. Built for contracting teams who want the underlying rates, not only a dashboard.",
    },
    {
      key: "tic",
      name: "Tara",
      text: "Keeps a health plan's transparency-in-coverage files in order: Tara builds the monthly in-network and allowed-amount files from your contract and claims data, validates them against the CMS schemas and flags gaps before they are published.",
    },
  ] satisfies (Card & { key: string })[],
} as const;

/** /PRIZM-Shopping. */
export const prizmShopping = {
  eyebrow: "PRIZM Shopping",
  intro:
    "A member-facing price comparison tool for health plans, third-party administrators and self-funded employers, built on the same negotiated rates your machine-readable files publish.",
  featuresTitle: "Get Compliant. Stay Compliant",
  featuresIntro:
    "Launch a compliant shopping experience in weeks, and keep it compliant as rates, plans and rules change every month.",
  features: [
    {
      name: "Personalized Cost Estimates",
      text: "Members see what they will pay, not a list price: each estimate applies their plan's deductible, copays, coinsurance and what they have already spent this year.",
      image: art("estimate"),
    },
    {
      name: "Service & Procedure Lookup",
      text: "Search by plain-language name, such as 'knee MRI' or 'annual physical', or by billing code, and compare providers in the member's network side by side.",
      image: art("lookup"),
    },
    {
      name: "Monthly Refresh and Audit Trail",
      text: "Rates update every month with your machine-readable files, and every estimate shown is logged with its inputs, so you can answer a member complaint or a regulator's question with evidence.",
      image: art("audit"),
    },
  ] satisfies Card[],
} as const;
