import { absoluteUrl } from "../lib/absolute-url";
import { brand, whyPath } from "./brand";
import { offices } from "./offices";
import type { CareerOpening } from "./types";

/** The list of open positions. Empty now, so the careers page shows its empty state. */
export const careerOpenings: readonly CareerOpening[] = [];

export const careersCopy = {
  intro: {
    eyebrow: `Careers at ${brand.name}`,
    title: "Build software that people rely on",
    text: "Join 500+ engineers, analysts and designers in Kathmandu, Lexington and Tokyo. You will work on real products for healthcare and industry, with senior engineers reviewing your code and a learning budget of your own.",
  },
  links: [
    { label: "Our culture and values", href: "/culture-values" },
    { label: "Meet the team", href: "/our-team" },
    { label: "How we work", href: whyPath },
  ],
  openings: {
    title: "Current Openings",
    columns: ["Designation", "Location", "Openings", "Deadline", "View more"],
    viewMore: "View more",
  },
  empty: {
    title: "We're not hiring at the moment.",
    text: "New roles open several times a year. Share your CV with us and we will write to you when a position that fits your experience opens.",
    cvInvitation: `Send your CV to ${brand.careersEmail} or use the application form; we keep it on file for twelve months.`,
    contactLabel: "Contact Us",
    contactHref: "/Contact-us",
    applyLabel: "Share your CV",
    applyHref: "/job-apply-form",
  },
} as const;

export type ApplyMethod =
  | { kind: "form"; formId: "internship" | "job-apply" }
  | { kind: "mailto"; email: string; subject: string }
  | { kind: "link"; href: string; label: string };

export type JobPosting = {
  path: string;
  title: string;
  summary: string;
  openings: number;
  employmentType: string;
  /** schema.org employmentType. */
  schemaEmploymentType: "FULL_TIME" | "INTERN";
  workplace: string;
  location: string;
  experience: string;
  /** Display date ("26th Sept 2025") and ISO date for structured data. */
  posted: { label: string; iso: string };
  deadline: { label: string; iso: string };
  sections: readonly { title: string; items: readonly string[] }[];
  selection?: readonly string[];
  apply: ApplyMethod;
  applyTitle: string;
  applyText: string;
  /** Paths of the postings listed in the Other Openings sidebar. */
  otherOpenings: readonly string[];
};

const kathmandu = "Kathmandu, Nepal";

export const jobPostings: readonly JobPosting[] = [
  {
    path: "/careers/internship",
    title: "Internship",
    summary:
      "A six-month paid internship for recent graduates in computer science, IT or engineering. Interns join real client teams in web, mobile, data, QA or DevOps and are mentored by a senior engineer throughout.",
    openings: 25,
    employmentType: "Intern",
    schemaEmploymentType: "INTERN",
    workplace: "On-site",
    location: kathmandu,
    experience: "No experience required",
    posted: { label: "7th Oct 2024", iso: "2024-10-07" },
    deadline: { label: "31st Oct 2024", iso: "2024-10-31" },
    sections: [
      {
        title: "What you will do",
        items: [
          "Work on a client project from your second week, pairing with a mentor on real tickets.",
          "Write tests for everything you build and take part in code reviews.",
          "Present a demo of your work to the team at the end of every sprint.",
          "Rotate through a second track (for example QA or DevOps) in your last two months.",
        ],
      },
      {
        title: "Who we are looking for",
        items: [
          "A bachelor's degree in computer science, IT or engineering, completed or in its final semester.",
          "Working knowledge of one programming language such as JavaScript, Python, Java or Kotlin.",
          "Good written English and curiosity about how software is used in healthcare.",
          "Availability to work on-site in Kathmandu, Monday to Friday.",
        ],
      },
      {
        title: "What we offer",
        items: [
          "A monthly stipend and lunch on working days.",
          "A structured curriculum with weekly workshops led by our senior engineers.",
          "A full-time offer for interns who meet their goals; most of our team leads started this way.",
        ],
      },
    ],
    selection: [
      "Written exam: a 90-minute test of programming fundamentals and problem solving.",
      "In-person interview: a conversation with two engineers about your exam and a project you are proud of.",
    ],
    apply: { kind: "form", formId: "internship" },
    applyTitle: "Apply for the internship",
    applyText:
      "Attach your CV as a PDF or Word file. Shortlisted candidates are invited to the written exam by email.",
    otherOpenings: ["/careers/senior-mob-app-dev"],
  },
  {
    path: "/careers/uiux-engineer",
    title: "UI/UX Engineer",
    summary:
      "Design and build the interfaces of PRIZM and our clients' web and mobile products, from research and wireframes to production-ready components.",
    openings: 1,
    employmentType: "Full time",
    schemaEmploymentType: "FULL_TIME",
    workplace: "On-site",
    location: kathmandu,
    experience: "2+ years",
    posted: { label: "26th Sept 2025", iso: "2025-09-26" },
    deadline: { label: "10th Oct 2025", iso: "2025-10-10" },
    sections: [
      {
        title: "Responsibilities",
        items: [
          "Run user interviews and usability tests with clients' staff and members.",
          "Produce wireframes, clickable prototypes and design-system components.",
          "Build accessible, responsive interfaces in React with Tailwind CSS.",
          "Work with engineers and analysts to present complex pricing data clearly.",
        ],
      },
      {
        title: "Requirements",
        items: [
          "2+ years of experience designing and building web or mobile products.",
          "A portfolio that shows your process, not only final screens.",
          "Fluency in Figma and working knowledge of HTML, CSS and JavaScript.",
          "Understanding of WCAG accessibility guidelines.",
        ],
      },
    ],
    apply: {
      kind: "mailto",
      email: brand.careersEmail,
      subject: "Application: UI/UX Engineer",
    },
    applyTitle: "How to apply",
    applyText: "Email your CV and a link to your portfolio. Please put the job title in the subject line.",
    otherOpenings: ["/careers/internship"],
  },
  {
    path: "/careers/senior-mob-app-dev",
    title: "Senior Mobile App Developer",
    summary:
      "Lead the development of iOS and Android apps for healthcare and enterprise clients, including member cost-estimate tools and health kiosk companions.",
    openings: 2,
    employmentType: "Full time",
    schemaEmploymentType: "FULL_TIME",
    workplace: "On-site",
    location: kathmandu,
    experience: "5+ years",
    posted: { label: "4th Oct 2024", iso: "2024-10-04" },
    deadline: { label: "24th Oct 2024", iso: "2024-10-24" },
    sections: [
      {
        title: "Responsibilities",
        items: [
          "Own the architecture of native and cross-platform apps from first commit to store release.",
          "Review code and mentor two to four mid-level and junior developers.",
          "Set up CI/CD pipelines, crash reporting and automated UI tests.",
          "Work with designers and client product owners on scope and estimates.",
        ],
      },
      {
        title: "Requirements",
        items: [
          "5+ years of mobile development, with apps you shipped to the App Store and Google Play.",
          "Strong Swift and Kotlin; experience with React Native or Flutter is a plus.",
          "Experience with secure storage, offline sync and REST or GraphQL APIs.",
          "Clear written and spoken English for working with US and Japanese clients.",
        ],
      },
    ],
    apply: { kind: "link", href: "/job-apply-form", label: "Apply now" },
    applyTitle: "How to apply",
    applyText: "Use the application form and attach your CV. Mention this role in your message.",
    otherOpenings: ["/careers/internship"],
  },
];

export function findJobPosting(pathname: string): JobPosting | undefined {
  const wanted = (pathname.replace(/\/+$/, "") || "/").toLowerCase();
  return jobPostings.find((p) => p.path.toLowerCase() === wanted);
}

export const postingLabels = {
  /** Banner eyebrow of every posting page. */
  eyebrow: "Careers",
  facts: {
    openings: "Openings",
    employmentType: "Job type",
    workplace: "Workplace",
    location: "Location",
    experience: "Experience",
    posted: "Posted on",
    deadline: "Deadline",
  },
  selection: "Selection process",
  otherOpenings: "Other Openings",
  deadline: "Deadline",
  backToCareers: "All careers",
  /** The mail-to button of postings that take applications by email. */
  emailApply: (email: string) => `Email ${email}`,
} as const;

export const jobApplyCopy = {
  eyebrow: "Careers",
  title: "Tell us about yourself",
  text: "Attach your CV and tell us which kind of work you want to do. We read every application and reply within ten working days.",
  tips: [
    "Name the role or track you are interested in, or tell us what you would like to work on.",
    "Link to code, designs or products you built, if you can share them.",
    "Tell us which office suits you: Kathmandu, Lexington or Tokyo.",
  ],
} as const;

/** schema.org JobPosting for search engines' job listings. */
export function jobPostingJsonLd(posting: JobPosting, origin: string) {
  const office = offices.find((o) => posting.location.startsWith(o.locality)) ?? offices[0]!;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: posting.title,
    description: [posting.summary, ...posting.sections.flatMap((s) => s.items)].join(" "),
    datePosted: posting.posted.iso,
    validThrough: posting.deadline.iso,
    employmentType: posting.schemaEmploymentType,
    totalJobOpenings: posting.openings,
    experienceRequirements: posting.experience,
    url: absoluteUrl(origin, posting.path),
    hiringOrganization: {
      "@type": "Organization",
      name: brand.legalName,
      sameAs: absoluteUrl(origin, "/"),
      logo: absoluteUrl(origin, brand.logo.src),
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: office.street,
        addressLocality: office.locality,
        postalCode: office.postalCode,
        addressCountry: office.countryCode,
      },
    },
  };
}
