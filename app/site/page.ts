import type { PageSeo } from "~/document/seo";

/** A page of the site: its SEO and the heading shown as its h1. */
export type SitePage = PageSeo & { heading: string };

/* @__NO_SIDE_EFFECTS__ */
export function definePages<const K extends string>(pages: Record<K, SitePage>): Record<K, SitePage> {
  return pages;
}
