import type { SplitBlock } from "./blocks";
import type { Card, ProcessStep } from "./types";

/** "Our Company and Culture": the /why-{brand.slug} page (whyPath). */

export const ourCompany = {
  eyebrow: "Our Company",
  title: "Engineering that keeps working after launch",
  paragraphs: [
    "Northpeak is a US software company headquartered in Lexington, Massachusetts, with its main engineering centre in Kathmandu, Nepal, and a client office in Tokyo. A network of 500+ engineers builds web, mobile, data, IoT and cloud systems for healthcare, insurance and industrial clients, and runs PRIZM, our price-transparency analytics platform.",
    "Because our teams span twelve time zones, work moves forward around the clock: a question asked in Boston at 5 p.m. has an answer from Kathmandu by the next morning.",
    "The same model serves clients beyond the US and Japan, including healthcare and logistics teams in Qatar and Singapore: an engagement lead joins them on site for discovery and go-live, and the build runs from Kathmandu.",
    "Alongside client work, we build our own products on payer machine-readable file data:",
  ],
  bullets: [
    "PRIZM: network, rate and shopping analytics that put negotiated rates beside Medicare.",
    "Contract Rate Explorer: search and export the negotiated rates payers publish, by payer, plan, provider and code.",
    "Tara: a health plan's monthly transparency-in-coverage files, built, validated and ready to publish.",
  ],
  image: {
    src: "/images/company/globe.svg",
    alt: "A globe with routes linking Lexington, Kathmandu and Tokyo",
    width: 560,
    height: 420,
  },
} as const satisfies Pick<SplitBlock, "paragraphs" | "bullets" | "image"> & {
  eyebrow: string;
  title: string;
};

export const whyCards = {
  eyebrow: "Why Northpeak",
  title: "What you can count on",
  cards: [
    {
      name: "Peace of Mind",
      text: "A named project lead, weekly demos and a shared risk log mean you hear about problems early, from us, with a plan attached.",
      image: "/images/company/peace.svg",
    },
    {
      name: "Customizable Offerings",
      text: "Buy a fixed-cost project, add engineers to your own team offshore or onshore, or mix both as your roadmap changes.",
      image: "/images/company/custom.svg",
    },
    {
      name: "Ease of Implementation",
      text: "We work in your repositories, your ticket tracker and your cloud account, so there is nothing to migrate when the project ends.",
      image: "/images/company/ease.svg",
    },
    {
      name: "Project Management & Senior Engineering Support",
      text: "Every team has a certified project manager and a senior engineer with ten or more years of experience reviewing its design and code.",
      image: "/images/company/support.svg",
    },
    {
      name: "Diverse Technical Expertise to Ensure Results",
      text: "React, .NET, Java, Python, Swift, Kotlin, embedded C and every major cloud: the specialists you need are already on staff.",
      image: "/images/company/expertise.svg",
    },
    {
      name: "Competitive Offshore Pricing Model",
      text: "Kathmandu-based delivery typically costs 40 to 60 percent less than an equivalent US team, with US-based leadership and contracts.",
      image: "/images/company/pricing.svg",
    },
  ] satisfies Card[],
} as const;

export const origins = {
  eyebrow: "Origins & Philosophy",
  title: "Founded on follow-through",
  paragraphs: [
    "Northpeak's founders met on a hospital billing project that failed because the vendor disappeared after launch. They started the company on a simple promise: we stay until the software works in the hands of the people who use it, and every go-live is followed by 30 days of complimentary support.",
    "Our philosophy borrows from the Nepali idea of karma, that what you do matters more than what you say. We estimate honestly, we show working software every week, and we write down what we learn so the next team starts ahead.",
  ],
} as const;

export const processSection = {
  eyebrow: "Our Process",
  title: "How a project runs",
  /** The tab shown first. */
  defaultStep: "research",
  steps: [
    {
      id: "research",
      title: "PROJECT DISCOVERY",
      content:
        "Two to four weeks of workshops with your stakeholders and users. We map the workflows, audit existing systems and data, agree on what success looks like and produce a scoped backlog, an architecture sketch and a fixed estimate you can take to your budget holders.",
    },
    {
      id: "design",
      title: "DESIGN AND DEVELOP",
      content:
        "Designers turn the backlog into wireframes and clickable mockups you test with real users. Engineers then build in two-week sprints, with QA running in parallel, a demo at the end of every sprint and a staging environment you can try at any time.",
    },
    {
      id: "release",
      title: "RELEASE / DELIVER / ENHANCE",
      content:
        "We run user acceptance testing with your team, automate the deployment and go live with a rollback plan. Thirty days of complimentary support follow, then an optional support and enhancement plan that keeps the product improving.",
    },
  ] satisfies ProcessStep[],
} as const;
