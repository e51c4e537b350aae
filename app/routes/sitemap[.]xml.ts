import { NO_STORE } from "~/lib/no-store";
import { getBlogs, getNews } from "~/cms/index.server";
import { blogLastUpdated } from "~/cms/types";
import { blogHref, newsHref } from "~/cms/views";
import { env } from "~/env.server";
import { logger } from "~/lib/logger.server";
import { renderSitemap, type SitemapEntry } from "~/lib/sitemap";
import { sitemapPages } from "~/site/pages/index";

const isoDay = (value: string | undefined) =>
  value ? new Date(value).toISOString().slice(0, 10) : undefined;

/**
 * Blog posts and news items from the content source, and whether every collection could be read
 * (from the source, the cache or the last good list kept in the database).
 */
async function contentEntries(): Promise<{ entries: SitemapEntry[]; complete: boolean }> {
  const [blogs, news] = await Promise.allSettled([getBlogs(), getNews()]);
  const entries: SitemapEntry[] = [];
  if (blogs.status === "fulfilled") {
    for (const post of blogs.value)
      entries.push({ path: blogHref(post), lastModified: isoDay(blogLastUpdated(post)) });
  }
  if (news.status === "fulfilled") {
    for (const item of news.value) entries.push({ path: newsHref(item), lastModified: isoDay(item.date) });
  }
  for (const failed of [blogs, news]) {
    if (failed.status === "rejected")
      logger.warn({ err: failed.reason }, "sitemap without some content items");
  }
  return { entries, complete: blogs.status === "fulfilled" && news.status === "fulfilled" };
}

/**
 * Every public page, then every blog post and news item. A sitemap missing a collection is never
 * cached: a crawler or a shared cache keeping it would drop those URLs for as long as it kept it.
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
