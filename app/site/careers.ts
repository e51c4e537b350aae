import { toTime } from "../lib/dates";
import { brand, whyPath } from "./brand";
import { goneCopy } from "./message-pages";

/** The copy of the careers pages; the openings themselves are content (content/careers). */

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
  otherOpenings: "Other Openings",
  deadline: "Deadline",
  backToCareers: "All careers",
  /** What a closed posting's page says instead of how to apply. */
  closed: {
    title: "This position is closed",
    text: "We are no longer taking applications for this role. See our current openings, or share your CV for future roles.",
    linkLabel: goneCopy.links.careers.label,
    href: goneCopy.links.careers.href,
  },
} as const;

/** What the posting pages' loader puts into words: how to apply, job types. */
export const postingText = {
  /** The mail-to button of postings that take applications by email, and its subject line. */
  emailApply: (email: string) => `Email ${email}`,
  emailSubject: (title: string) => `Application: ${title}`,
  /** The button of postings that take applications through the general application page. */
  applyPageLabel: "Apply now",
  applyPageHref: "/job-apply-form",
  /** The labels of schema.org employment types, as the Job type fact shows them. */
  employmentTypes: {
    FULL_TIME: "Full time",
    PART_TIME: "Part time",
    CONTRACTOR: "Contract",
    TEMPORARY: "Temporary",
    INTERN: "Intern",
  },
} as const;

/** Month names as the postings write them ("26th Sept 2025"). */
const postingMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][day % 10] ?? "th");
  return `${day}${suffix}`;
}

/** A posting's date as its pages show it, e.g. "7th Oct 2024" (its UTC calendar day); empty if unreadable. */
export function formatPostingDate(value: string): string {
  const time = toTime(value);
  if (time === undefined) return "";
  const date = new Date(time);
  return `${ordinal(date.getUTCDate())} ${postingMonths[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

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
