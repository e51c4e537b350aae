import type { SitePage } from "./page";

/**
 * The page of an item its editor removed (410), and where it points instead, by collection. Its
 * loader sends this as the error's data, so none of it is in the script every page loads.
 */
export const goneCopy = {
  page: {
    path: "/410",
    heading: "This page has been removed",
    title: "Page removed",
    description: "What was published here has been taken down.",
    robots: "noindex, nofollow",
  } satisfies SitePage,
  text: "What was published at this address has been taken down by our team.",
  links: {
    careers: { label: "See current openings", href: "/careers" },
    "case-studies": { label: "See all case studies", href: "/insights" },
    videos: { label: "Watch the series", href: "/media" },
  },
} as const;

/** A removed item's page as its loader sends it: the page's meta, its text and the way on. */
export type GonePage = { page: SitePage; text: string; link: { label: string; href: string } };
