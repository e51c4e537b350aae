import { getNews } from "~/cms/index.server";
import { feedResponse, readCollection } from "~/cms/page-data.server";
import { renderRss } from "~/cms/rss";
import { feedGuid, newsHref } from "~/cms/views";
import { env } from "~/env.server";
import { brand } from "~/site/brand";
import { seoDescription } from "~/lib/excerpt";
import { contentCopy, contentPages } from "~/site/pages/content";

/** RSS 2.0 feed of every news item, newest first. */
export async function loader() {
  const copy = contentCopy.news;
  const items = await readCollection(getNews, "news", "feed");
  const xml =
    items &&
    renderRss(env().PUBLIC_URL, {
      title: copy.feedTitle,
      description: copy.feedDescription,
      pagePath: contentPages.news.path,
      feedPath: copy.feedPath,
      items: items.map((item) => ({
        title: item.title,
        path: newsHref(item),
        guid: feedGuid(brand.productKey, "news", item),
        date: item.date,
        description: seoDescription(item.subheading ?? item.description, item.title),
      })),
    });
  return feedResponse(xml, contentCopy.unavailable);
}
