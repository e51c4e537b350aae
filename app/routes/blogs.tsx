import { data } from "react-router";
import { perList } from "~/cms/cache";
import { getBlogs } from "~/cms/index.server";
import { CONTENT_CACHE_CONTROL, NO_STORE } from "~/cms/http.server";
import { ContentUnavailableError } from "~/cms/types";
import { blogCard, trendingItem } from "~/cms/views";
import { ContentCardList } from "~/components/sections/ContentCard";
import { ContentNotice } from "~/components/sections/ContentNotice";
import { PageBanner } from "~/components/sections/PageBanner";
import { TrendingList } from "~/components/sections/TrendingList";
import { logger } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { NOINDEX_ROBOTS } from "~/lib/seo";
import { contentCopy, contentPages } from "~/site/pages/content";
import type { Route } from "./+types/blogs";

const page = contentPages.blogs;
const copy = contentCopy.blogs;
/** Spec §9: the trending list shows 5 posts. */
export const TRENDING_COUNT = 5;

const listView = perList((posts: Awaited<ReturnType<typeof getBlogs>>) => ({
  status: "ok" as const,
  cards: posts.map(blogCard),
  trending: posts.slice(0, TRENDING_COUNT).map(trendingItem),
}));

export async function loader() {
  try {
    const posts = await getBlogs();
    return data(listView(posts), { headers: { "Cache-Control": CONTENT_CACHE_CONTROL } });
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    logger.error({ err: error, collection: "blogs" }, "blog list unavailable");
    return data({ status: "unavailable" as const }, { headers: { "Cache-Control": NO_STORE } });
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: copy.feedTitle, href: copy.feedPath },
];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.status === "ok" ? page : { ...page, robots: NOINDEX_ROBOTS });

export default function BlogsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={page.heading} intro={page.description} />
      {loaderData.status === "unavailable" ? (
        <ContentNotice message={contentCopy.unavailable} role="status" />
      ) : loaderData.cards.length === 0 ? (
        <ContentNotice message={contentCopy.empty} role="status" />
      ) : (
        <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <ContentCardList cards={loaderData.cards} label={copy.listLabel} />
          <div>
            <TrendingList title={copy.trendingTitle} items={loaderData.trending} />
          </div>
        </div>
      )}
    </>
  );
}
