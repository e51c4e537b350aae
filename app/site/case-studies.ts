import { type Illustration, icon, illustration } from "./blocks";
import type { LinkCard } from "./types";

export type CaseStudySection = {
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
};

/** A case study: its card on /insights and the prose of its detail page. */
export type CaseStudy = {
  path: string;
  group: "Products" | "Services";
  /** Card title on the list; the detail page's h1 comes from pages/insights.ts. */
  name: string;
  summary: string;
  icon: string;
  cover: Illustration;
  facts: readonly { label: string; value: string }[];
  results: readonly { value: string; label: string }[];
  sections: readonly CaseStudySection[];
  technologies: readonly string[];
};

export const caseStudyList = {
  intro:
    "What we built, why, and what changed for the client. Names are withheld where our clients asked us to; the numbers are theirs.",
  groups: [
    { id: "products", title: "Products", group: "Products" },
    { id: "services", title: "Services", group: "Services" },
  ],
  readLabel: "Read Case Study",
  backLabel: "Back to case studies",
  resultsTitle: "Results",
  technologiesTitle: "Technology",
} as const;

export const caseStudies: readonly CaseStudy[] = [
  {
    path: "/insights/boulder-administration-services",
    group: "Products",
    name: "Healthcare Transparency Compliance Tool",
    summary:
      "A third-party administrator publishes compliant machine-readable files for every plan it runs, every month, on PRIZM.",
    icon: icon("insights", "compliance"),
    cover: illustration(
      "/images/insights/cover-compliance.svg",
      "Plan files passing a schema check into a published index",
    ),
    facts: [
      { label: "Client", value: "Third-party administrator, Colorado" },
      { label: "Industry", value: "Self-funded health plans" },
      { label: "Engagement", value: "PRIZM licence and data services" },
      { label: "Timeline", value: "First files live in 10 weeks" },
    ],
    results: [
      { value: "312", label: "plan files published every month" },
      { value: "0", label: "schema errors since month three, down from 41% of files" },
      { value: "2 days", label: "from network data to posting, down from 3 weeks" },
    ],
    sections: [
      {
        heading: "Client context",
        paragraphs: [
          "The client administers self-funded health plans for about 140 employers, from school districts to manufacturers. Under the federal transparency-in-coverage rules each of those plans must post machine-readable files of in-network rates and out-of-network allowed amounts, refreshed every month, and offer members a way to estimate their costs.",
        ],
      },
      {
        heading: "The challenge",
        paragraphs: [
          "Rates came from six rented PPO networks, each in its own format and on its own schedule. The administrator's staff stitched them together in spreadsheets, a process that took three weeks a month and still produced files that failed the published JSON schema: in the first audit, 41% of its files had at least one error.",
          "Employers were asking for proof of compliance, and two of them had received member complaints that the posted links were broken.",
        ],
      },
      {
        heading: "The solution",
        paragraphs: [
          "We onboarded the administrator to PRIZM and configured a compliance workspace on top of it. PRIZM collects each network's rate files as they are released, maps them to the employers' plans and writes the in-network and allowed-amount files in the required schema.",
        ],
        bullets: [
          "Automated collection from all six networks, with an exception list when a file is late or malformed",
          "Schema validation and row-count reconciliation before anything is published",
          "A hosted table-of-contents page per employer, with stable links employers can put in their plan documents",
          "Member cost-sharing estimates through PRIZM Shopping, on the same rates the files publish",
        ],
      },
      {
        heading: "The outcome",
        paragraphs: [
          "Ten weeks after kick-off the first files went live. Since the third month every file has passed validation, and postings have gone out on time for eighteen consecutive months. The monthly cycle now takes two days of machine time and about four hours of staff review, and the administrator uses the monthly compliance report as a selling point with new employer groups.",
        ],
      },
    ],
    technologies: ["PRIZM", "Python", "Apache Spark", "PostgreSQL", "AWS S3 and CloudFront", "JSON Schema"],
  },
  {
    path: "/insights/design-a-software-solution-to-assess-child-bullying",
    group: "Services",
    name: "Child Bullying Assessment App",
    summary:
      "A private reporting and assessment app that helps school counsellors act on bullying within days instead of weeks.",
    icon: icon("insights", "bullying"),
    cover: illustration(
      "/images/insights/cover-bullying.svg",
      "A tablet with a short questionnaire and a shield for protected records",
    ),
    facts: [
      { label: "Client", value: "School-health non-profit, New England" },
      { label: "Industry", value: "K-12 education and student health" },
      { label: "Engagement", value: "Fixed cost project, then support" },
      { label: "Timeline", value: "Pilot in 5 months" },
    ],
    results: [
      { value: "14", label: "schools in the pilot, 3,200 students" },
      { value: "1.5 days", label: "from a report to first follow-up, down from 6 days" },
      { value: "100%", label: "of health records visible only to the school nurse" },
    ],
    sections: [
      {
        heading: "Client context",
        paragraphs: [
          "A non-profit that places counsellors in public schools wanted a structured way to find and follow up on bullying. Its counsellors relied on paper forms and conversations in the corridor, and incidents were often discovered only after a pattern had lasted months.",
        ],
      },
      {
        heading: "The challenge",
        paragraphs: [
          "Students needed a way to report that felt safe and took less than two minutes. Counsellors needed a validated assessment, not a free-text inbox. And the records touched student health, so the district's privacy office set a hard rule: school health records could be seen by the school nurse and nobody else.",
        ],
      },
      {
        heading: "The solution",
        paragraphs: [
          "Our designers ran sessions with students, counsellors and nurses before any screen was drawn, and we built a web app that works on the school's shared tablets and students' own phones.",
        ],
        bullets: [
          "A short, age-appropriate report form that students can submit anonymously or by name",
          "A counsellor workspace with a validated assessment questionnaire, a risk score and follow-up reminders",
          "Role-based access in which school health records are restricted to the school nurse, enforced in the API and covered by automated tests",
          "Encrypted storage, audit logs of every record viewed and a data-retention schedule agreed with the district",
        ],
      },
      {
        heading: "The outcome",
        paragraphs: [
          "The pilot ran in 14 schools with about 3,200 students. The median time from a report to a counsellor's first follow-up fell from six days to a day and a half, and counsellors identified 37 repeat patterns in the first semester that the old process had missed. The access model passed the district's privacy review without changes.",
        ],
      },
    ],
    technologies: ["React", "TypeScript", "Node.js", "PostgreSQL", "Azure", "Figma"],
  },
  {
    path: "/insights/a-smart-wellness-digital-solution",
    group: "Services",
    name: "Genomics Wellness Platform",
    summary:
      "A web and mobile platform that turns genetic test results into nutrition and fitness plans people follow.",
    icon: icon("insights", "wellness"),
    cover: illustration(
      "/images/insights/cover-wellness.svg",
      "A DNA strand beside a phone showing a daily plan",
    ),
    facts: [
      { label: "Client", value: "Consumer wellness company, Tokyo" },
      { label: "Industry", value: "Genomics and personal wellness" },
      { label: "Engagement", value: "Offshore team with an on-site lead" },
      { label: "Timeline", value: "Launch in 5 months" },
    ],
    results: [
      { value: "48 hours", label: "from lab result to personal plan, down from 3 weeks" },
      { value: "18,000", label: "members in the first year" },
      { value: "4.7", label: "average App Store rating" },
    ],
    sections: [
      {
        heading: "Client context",
        paragraphs: [
          "The client sells at-home genetic test kits with a partner laboratory. Customers used to receive a 30-page PDF by post three weeks after the lab finished, and most never opened it a second time.",
        ],
      },
      {
        heading: "The challenge",
        paragraphs: [
          "The company wanted results in an app within days, translated into daily advice on food, exercise and sleep, and it needed the advice to be defensible: every recommendation had to trace back to a genetic marker and to guidance approved by its dietitians. Genetic data is among the most sensitive data a person has, in Japan and in every market the company planned to enter.",
        ],
      },
      {
        heading: "The solution",
        paragraphs: [
          "An on-site lead in Tokyo worked with the client's science team while a team of twelve in Kathmandu built the platform around the clock.",
        ],
        bullets: [
          "An integration with the laboratory's API that imports results as soon as they are signed off",
          "A rules engine that maps 40 markers to recommendations, with every rule versioned and approved by a dietitian",
          "iOS and Android apps with daily plans, meal logging and wearable step counts",
          "Genetic data encrypted with per-member keys and kept apart from contact details",
        ],
      },
      {
        heading: "The outcome",
        paragraphs: [
          "The platform launched five months after kick-off. Members now see their plan within 48 hours of the lab result, 18,000 people signed up in the first year, and 61% of members still open the app weekly after three months. The rules engine let the science team add eight new markers after launch without a developer.",
        ],
      },
    ],
    technologies: ["Swift", "Kotlin", "Python", "FastAPI", "PostgreSQL", "AWS KMS"],
  },
  {
    path: "/insights/a-case-study-in-innovative-IOT-solution",
    group: "Services",
    name: "Energy-Harvesting IoT Platform",
    summary:
      "Battery-free sensors, a low-power gateway and a cloud dashboard that let factories monitor machines without changing a single battery.",
    icon: icon("insights", "iot"),
    cover: illustration(
      "/images/insights/cover-iot.svg",
      "A battery-free sensor sending readings through a gateway",
    ),
    facts: [
      { label: "Client", value: "Industrial sensor start-up, Massachusetts" },
      { label: "Industry", value: "Manufacturing and facilities" },
      { label: "Engagement", value: "Supplemental staffing, offshore and onshore" },
      { label: "Timeline", value: "Pilot in 7 months" },
    ],
    results: [
      { value: "38%", label: "less energy per reading after firmware optimisation" },
      { value: "1.2 million", label: "readings a day across three pilot factories" },
      { value: "99.6%", label: "of readings delivered to the cloud" },
    ],
    sections: [
      {
        heading: "Client context",
        paragraphs: [
          "The client designs sensors that run on energy harvested from light and machine vibration, so they never need a battery change. Its hardware worked in the lab; it needed the software around it to work on a factory floor.",
        ],
      },
      {
        heading: "The challenge",
        paragraphs: [
          "A harvesting sensor has a few millijoules to spend on each reading, so every byte sent over the air matters. Factories are full of metal and radio noise, networks drop, and plant managers wanted alerts on their phones, not another dashboard to check.",
        ],
      },
      {
        heading: "The solution",
        paragraphs: [
          "Two firmware engineers worked on site in Massachusetts with the hardware team while our Kathmandu team built the gateway and cloud services.",
        ],
        bullets: [
          "Edge: firmware rewritten to sleep between readings and send compact delta-encoded payloads",
          "Gateway: a Linux gateway that manages up to 250 sensors over BLE, buffers readings during outages and forwards them over MQTT with TLS",
          "Cloud: device provisioning, time-series storage and vibration-threshold alerts delivered by SMS and e-mail",
          "Signed over-the-air updates for sensors and gateways",
        ],
      },
      {
        heading: "The outcome",
        paragraphs: [
          "The rewritten firmware uses 38% less energy per reading, which let the sensors report every ten seconds instead of every thirty. The pilot in three factories now delivers 1.2 million readings a day with 99.6% arriving in the cloud, and alerts flagged two failing motor bearings before they stopped a line.",
        ],
      },
    ],
    technologies: ["C", "Zephyr RTOS", "Rust", "MQTT", "AWS IoT Core", "TimescaleDB"],
  },
  {
    path: "/insights/a-smart-healthcare-platform",
    group: "Services",
    name: "Health Kiosk Platform",
    summary:
      "Self-service kiosks that measure vital signs in pharmacies and workplaces and send results to clinicians securely.",
    icon: icon("insights", "kiosk"),
    cover: illustration(
      "/images/insights/cover-kiosk.svg",
      "A health kiosk with a touch screen and a blood-pressure cuff",
    ),
    facts: [
      { label: "Client", value: "Health kiosk manufacturer" },
      { label: "Industry", value: "Primary care and workplace health" },
      { label: "Engagement", value: "Fixed cost build, then offshore staffing" },
      { label: "Timeline", value: "First kiosks live in 6 months" },
    ],
    results: [
      { value: "120", label: "kiosks in pharmacies and workplaces" },
      { value: "45,000", label: "screenings in the first year" },
      { value: "2,300", label: "people referred for high blood pressure" },
    ],
    sections: [
      {
        heading: "Client context",
        paragraphs: [
          "The client builds kiosks that measure blood pressure, pulse, oxygen saturation, weight and temperature. Its customers, pharmacy chains and large employers, wanted the readings to reach a clinician, not stay on a printed slip.",
        ],
      },
      {
        heading: "The challenge",
        paragraphs: [
          "The kiosk software had to be usable by anyone who walks up to it, in several languages, and keep working when a store's internet connection failed. Results had to reach the right clinic in a format its systems could read, with consent recorded for every reading.",
        ],
      },
      {
        heading: "The solution",
        paragraphs: ["We rebuilt the kiosk application and the platform behind it as one product."],
        bullets: [
          "A touch interface with large targets, audio prompts and English, Japanese and Nepali text, designed with older users in tests",
          "Drivers for five medical devices, with readings checked against plausible ranges before they are saved",
          "An offline queue that holds encrypted results until the connection returns",
          "A clinician portal and an HL7 FHIR export, with consent captured on screen before any result is shared",
        ],
      },
      {
        heading: "The outcome",
        paragraphs: [
          "A year after launch, 120 kiosks had completed 45,000 screenings and referred 2,300 people with high blood pressure to a clinician, a third of whom said they had not had a reading in over a year. Kiosk uptime is 99.5%, and no result has been lost to a network outage.",
        ],
      },
    ],
    technologies: ["Electron", "React", "TypeScript", ".NET", "HL7 FHIR", "Azure"],
  },
];

export function findCaseStudy(path: string): CaseStudy | undefined {
  return caseStudies.find((c) => c.path.toLowerCase() === path.toLowerCase());
}

/** The list page's cards for one group, each leading to its detail page. */
export function caseStudyCards(group: CaseStudy["group"]): LinkCard[] {
  return caseStudies
    .filter((c) => c.group === group)
    .map((c) => ({
      name: c.name,
      text: c.summary,
      image: c.icon,
      link: c.path,
      linkLabel: caseStudyList.readLabel,
    }));
}
