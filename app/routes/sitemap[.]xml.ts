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

/** One entry per page, dated by the newest date any of its entries has (ISO days compare as text). */
function onePerPath(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const byPath = new Map<string, SitemapEntry>();
  for (const entry of entries) {
    const kept = byPath.get(entry.path);
    const newest = [kept?.lastModified, entry.lastModified].filter(Boolean).sort().at(-1);
    byPath.set(entry.path, { path: entry.path, ...(newest ? { lastModified: newest } : {}) });
  }
  return [...byPath.values()];
}

/**
 * Every public page, then every collection item; a page that shows items without pages of their own
 * (the team) is dated by them. A sitemap missing a collection is never cached, or caches would drop
 * those URLs for as long as they kept it.
 */
export async function loader() {
  const content = await contentEntries();
  const entries = onePerPath([...sitemapPages.map((page) => ({ path: page.path })), ...content.entries]);
  return new Response(renderSitemap(env().PUBLIC_URL, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": content.complete ? "public, max-age=600" : NO_STORE,
    },
  });
}
