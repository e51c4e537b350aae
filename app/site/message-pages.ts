import type { SitePage } from "./page";

/**
 * Pages that are a message and a way on: the 404 page, and the 410 page of an item its editor removed.
 * Loaders send them as their answer's data, so none of this is in the script every page loads.
 */
export type MessagePage = { page: SitePage; text: string; link: { label: string; href: string } };

export const notFoundPage: MessagePage = {
  page: {
    path: "/404",
    heading: "Page not found",
    title: "Page not found",
    description: "The page you are looking for does not exist.",
    robots: "noindex, nofollow",
  },
  text: "Oops! The page you are looking for does not exist. You can return to the home page from here.",
  link: { label: "Go to homepage", href: "/" },
};

/** A removed item's page, and where it points instead, by collection. */
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
