import { data } from "react-router";
import { perList } from "~/cms/cache";
import { getNews } from "~/cms/index.server";
import { CONTENT_CACHE_CONTROL, NO_STORE } from "~/cms/http.server";
import { ContentUnavailableError } from "~/cms/types";
import { newsCard } from "~/cms/views";
import { ContentCardList } from "~/components/sections/ContentCard";
import { ContentNotice } from "~/components/sections/ContentNotice";
import { PageBanner } from "~/components/sections/PageBanner";
import { logger } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { NOINDEX_ROBOTS } from "~/lib/seo";
import { contentCopy, contentPages } from "~/site/pages/content";
import type { Route } from "./+types/news-list";

const page = contentPages.news;
const copy = contentCopy.news;

const listView = perList((items: Awaited<ReturnType<typeof getNews>>) => ({
  status: "ok" as const,
  cards: items.map(newsCard),
}));

export async function loader() {
  try {
    const items = await getNews();
    return data(listView(items), { headers: { "Cache-Control": CONTENT_CACHE_CONTROL } });
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    logger.error({ err: error, collection: "news" }, "news list unavailable");
    return data({ status: "unavailable" as const }, { headers: { "Cache-Control": NO_STORE } });
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: copy.feedTitle, href: copy.feedPath },
];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.status === "ok" ? page : { ...page, robots: NOINDEX_ROBOTS });

export default function NewsListPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={page.heading} intro={page.description} />
      {loaderData.status === "unavailable" ? (
        <ContentNotice message={contentCopy.unavailable} role="status" />
      ) : loaderData.cards.length === 0 ? (
        <ContentNotice message={contentCopy.empty} role="status" />
      ) : (
        <div className="container-page py-12">
          <ContentCardList cards={loaderData.cards} label={copy.listLabel} linkLabel={copy.readMore} />
        </div>
      )}
    </>
  );
}
