import { NO_STORE } from "~/http/no-store";
import { allCollections } from "~/cms/collection-descriptors";
import { sitemapLinks } from "~/cms/served-collections.server";
import { env } from "~/env.server";
import { isoDay } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { renderSitemap, type SitemapEntry } from "~/lib/sitemap";
import { sitemapPages } from "~/site/pages/index";

/** The items of every collection, and whether every collection could be read. */
async function contentEntries(): Promise<{ entries: SitemapEntry[]; complete: boolean }> {
  const lists = await Promise.allSettled(allCollections.map(({ key }) => sitemapLinks(key)));
  const entries: SitemapEntry[] = [];
  for (const list of lists) {
    if (list.status === "rejected") logger.warn({ err: list.reason }, "sitemap without some content items");
    else for (const { path, date } of list.value) entries.push({ path, lastModified: isoDay(date) });
  }
  return { entries, complete: lists.every((list) => list.status === "fulfilled") };
}

/**
 * Every public page, then every collection item. A sitemap missing a collection is never cached, or
 * caches would drop those URLs for as long as they kept it.
 */
export async function loader() {
  const content = await contentEntries();
  const entries: SitemapEntry[] = [...sitemapPages.map((page) => ({ path: page.path })), ...content.entries];
  return new Response(renderSitemap(env().PUBLIC_URL, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": content.complete ? "public, max-age=600" : NO_STORE,
    },
  });
}
