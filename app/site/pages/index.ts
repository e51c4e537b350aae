import type { SitePage } from "../page";
import { careerPages } from "./careers";
import { companyPages } from "./company";
import { contactPages } from "./contact";
import { contentPages } from "./content";
import { homePages } from "./home";
import { insightPages } from "./insights";
import { legalPages } from "./legal";
import { mediaPages } from "./media";
import { prizmPages } from "./prizm";
import { servicePages } from "./services";

/**
 * Pages that show a collection kept outside the code (content/ or Strapi): rendered by the server
 * from the current content, never at build time, and listed in the sitemap.
 */
export const collectionPages: readonly SitePage[] = [
  companyPages.ourTeam,
  careerPages.careers,
  insightPages.insights,
  mediaPages.media,
];

/** Every page whose content is known at build time: prerendered and listed in the sitemap. */
export const staticPages: readonly SitePage[] = [
  ...Object.values(homePages),
  ...Object.values(companyPages).filter((page) => !collectionPages.includes(page)),
  careerPages.jobApply,
  ...Object.values(servicePages),
  ...Object.values(prizmPages),
  ...Object.values(contactPages),
  ...Object.values(legalPages),
];

/** Pages rendered on request because their content comes from the CMS. */
export const contentListPages: readonly SitePage[] = Object.values(contentPages);

/** Every public page the sitemap lists before the CMS items. */
export const sitemapPages: readonly SitePage[] = [...staticPages, ...collectionPages, ...contentListPages];

export function findStaticPage(pathname: string): SitePage | undefined {
  const wanted = normalisePath(pathname).toLowerCase();
  return sitemapPages.find((p) => p.path.toLowerCase() === wanted);
}

/** Route matching is case-insensitive, so /Contact-Us finds /Contact-us. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}
