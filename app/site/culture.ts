import type { SplitBlock } from "./blocks";
import type { Card } from "./types";

/** Culture page: values, client satisfaction, empowering communities, company culture. */

export const cultureIntro = {
  text: "Our values come from the places we work: New England's straight talk, Nepal's sense of duty and Japan's care for craft. They are how we decide what to do when no one is watching.",
} as const;

export const values = {
  eyebrow: "Our Values",
  title: "Four values, one way of working",
  cards: [
    {
      name: "Karma: turning words into action",
      text: "We judge ourselves by what we ship, not what we promise. Estimates are honest, demos are of working software, and commitments made in a meeting show up in the next sprint.",
      image: "/images/company/karma.svg",
    },
    {
      name: "Right effort and mindfulness",
      text: "Steady, focused work beats heroics. Teams plan sustainable sprints, night shifts are voluntary and rotated, and we pause to review what went wrong without blame.",
      image: "/images/company/mindfulness.svg",
    },
    {
      name: "Empowering communities",
      text: "We hire and train locally, pay interns, and give our engineers paid time to teach and to volunteer in the communities around our offices.",
      image: "/images/company/community.svg",
    },
    {
      name: "Diversity and inclusion",
      text: "Our people come from dozens of ethnic groups, three countries and many faiths. Hiring panels are mixed, pay bands are published internally, and every voice is heard in retrospectives.",
      image: "/images/company/inclusion.svg",
    },
  ] satisfies Card[],
} as const;

export const clientSatisfaction = {
  eyebrow: "Client Satisfaction",
  title: "Open communication, support after launch",
  paragraphs: [
    "Clients see everything we see: the backlog, the burn-down, the test results and the risks. Each project has a weekly status call and a shared channel that someone answers at any hour, because our 24/7 work cycle means a team is always awake.",
    "Going live is not the end of the contract. Every project includes 30 days of complimentary support after go-live, and more than eight in ten clients stay with us for ongoing enhancements.",
  ],
  stats: [
    { value: "500+", label: "engineers, analysts and designers" },
    { value: "24/7", label: "work cycle across three countries" },
    { value: "30 days", label: "of complimentary support after go-live" },
  ],
} as const;

export const communities = {
  eyebrow: "Empowering Communities",
  title: "Growing talent where we work",
  paragraphs: [
    "A company is only as strong as the places it draws its people from, so a share of our time and budget goes back to them every year.",
  ],
  bullets: [
    "A paid internship in Kathmandu that takes in around twenty-five graduates a year, with a written exam and an interview rather than connections.",
    "Weekend coding classes for secondary-school students in Kathmandu, taught by our engineers.",
    "Scholarships for women in computer engineering at partner colleges in Nepal.",
    "Pro bono data work for community health centres in Massachusetts.",
  ],
  image: {
    src: "/images/company/communities.svg",
    alt: "A classroom of students at laptops with a teacher",
    width: 560,
    height: 420,
  },
} as const satisfies Pick<SplitBlock, "paragraphs" | "bullets" | "image"> & {
  eyebrow: string;
  title: string;
};

export const companyCulture = {
  eyebrow: "Company Culture",
  title: "A good place to do your best work",
  paragraphs: [
    "Teams are small, usually five to eight people, and own their work from discovery to support. Engineers choose a learning budget each year and present what they learn at Friday tech talks shared across all three offices.",
    "We celebrate Dashain, Thanksgiving and Oshogatsu together, keep meetings inside everyone's working hours, and measure managers by how their people grow.",
  ],
  image: {
    src: "/images/company/culture.svg",
    alt: "Three colleagues around a shared table",
    width: 560,
    height: 420,
  },
} as const satisfies Pick<SplitBlock, "paragraphs" | "image"> & { eyebrow: string; title: string };
