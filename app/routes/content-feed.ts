import { servedOfPattern } from "~/cms/served-collections.server";
import { feedResponse, readCollection } from "~/cms/page-data.server";
import { renderRss } from "~/cms/rss";
import { env } from "~/env.server";
import { contentCopy } from "~/site/pages/content";
import type { Route } from "./+types/content-feed";

/** The RSS 2.0 feed of a collection, every item newest first. */
export async function loader({ pattern }: Route.LoaderArgs) {
  const served = servedOfPattern(pattern);
  const { copy, key, routes } = served.collection;
  const items = await readCollection(() => served.feedItems(), key, "feed");
  const xml =
    items &&
    renderRss(env().PUBLIC_URL, {
      title: copy.feedTitle,
      description: copy.feedDescription,
      pagePath: routes.list,
      feedPath: routes.feed,
      items,
    });
  return feedResponse(xml, contentCopy.unavailable);
}
