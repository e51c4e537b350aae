import { getNews } from "~/cms/index.server";
import { CONTENT_CACHE_CONTROL, NO_STORE } from "~/cms/http.server";
import { renderRss } from "~/cms/rss";
import { ContentUnavailableError } from "~/cms/types";
import { newsHref } from "~/cms/views";
import { env } from "~/env.server";
import { seoDescription } from "~/lib/excerpt";
import { contentCopy, contentPages } from "~/site/pages/content";

/** RSS 2.0 feed of every news item, newest first. */
export async function loader() {
  const copy = contentCopy.news;
  try {
    const items = await getNews();
    const xml = renderRss(env().PUBLIC_URL, {
      title: copy.feedTitle,
      description: copy.feedDescription,
      pagePath: contentPages.news.path,
      feedPath: copy.feedPath,
      items: items.map((item) => ({
        title: item.title,
        path: newsHref(item),
        date: item.date,
        description: seoDescription(item.subheading ?? item.description, item.title),
      })),
    });
    return new Response(xml, {
      headers: {
        "Content-Type": "application/rss+xml; charset=utf-8",
        "Cache-Control": CONTENT_CACHE_CONTROL,
      },
    });
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    return new Response(contentCopy.unavailable, {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": NO_STORE,
        "Retry-After": "60",
      },
    });
  }
}
