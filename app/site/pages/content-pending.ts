import { brand } from "../brand";

/**
 * What the document shell needs of the blog and news pages: their paths and the loading state of
 * a navigation to them. Apart from the pages' own copy (./content.ts), because every page's first
 * load carries the shell and only the blog and news pages need the rest.
 */

export const blogsPath = "/blogs";
export const newsListPath = "/news-list";

/** What a list shows while it loads on the client. */
export const contentLoadingLabel = "Loading...";

const listPaths = new Set([blogsPath, newsListPath].map((p) => p.toLowerCase()));

/** The blog and news list routes, matched like the router: case-insensitive. */
export function isContentListPath(pathname: string): boolean {
  return listPaths.has(pathname.replace(/\/+$/, "").toLowerCase());
}

/**
 * /blogs/{key}/{slug} and /news/{key}, for any key an item may have: a number from local files or
 * Strapi 4, a document id from Strapi 5 (letters, digits, `_` and `-`). The feeds' `rss.xml` has a
 * dot, so it is no key.
 */
export function isContentDetailPath(pathname: string): boolean {
  return /^\/(blogs\/[a-z0-9][\w-]*\/[^/]+|news\/[a-z0-9][\w-]*)\/?$/i.test(pathname);
}

/** What ContentPending shows while a client-side navigation to a blog or news page loads. */
export const contentPending = {
  label: contentLoadingLabel,
  image: { src: brand.logo.src, width: brand.logo.width, height: brand.logo.height },
  isListPath: isContentListPath,
  isDetailPath: isContentDetailPath,
};
