import { NO_STORE } from "~/http/no-store";
import { allCollections } from "~/cms/collection-descriptors";
import { sitemapLinks } from "~/cms/served-collections.server";
import { env } from "~/env.server";
import { isoDay } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { renderSitemap } from "~/lib/sitemap";
import { sitemapPages } from "~/site/pages/index";

/**
 * Every public page, then every collection item, once each; a page that shows items without pages of
 * their own (the team) is dated by the newest of them (ISO days compare as text). A sitemap missing a
 * collection is never cached, or caches would drop those URLs for as long as they kept it.
 */
export async function loader() {
  const lists = await Promise.allSettled(allCollections.map(({ key }) => sitemapLinks(key)));
  const newestDay = new Map<string, string | undefined>(sitemapPages.map((page) => [page.path, undefined]));
  for (const list of lists) {
    if (list.status === "rejected") logger.warn({ err: list.reason }, "sitemap without some content items");
    else
      for (const { path, date } of list.value) {
        const kept = newestDay.get(path);
        const day = isoDay(date);
        newestDay.set(path, kept && (!day || kept > day) ? kept : day);
      }
  }
  const entries = [...newestDay].map(([path, day]) => (day ? { path, lastModified: day } : { path }));
  const complete = lists.every((list) => list.status === "fulfilled");
  return new Response(renderSitemap(env().PUBLIC_URL, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": complete ? "public, max-age=600" : NO_STORE,
    },
  });
}
