import { data } from "react-router";
import { getNews } from "~/cms/index.server";
import { CONTENT_CACHE_CONTROL, NO_STORE } from "~/cms/http.server";
import { newsArticleJsonLd } from "~/cms/jsonld";
import { ContentUnavailableError } from "~/cms/types";
import { newsDetail, newsHref } from "~/cms/views";
import { ContentArticle } from "~/components/sections/ContentArticle";
import { ContentNotice } from "~/components/sections/ContentNotice";
import { PageBanner } from "~/components/sections/PageBanner";
import { logger } from "~/lib/logger.server";
import { originFrom, pageMeta } from "~/lib/meta";
import { NOINDEX_ROBOTS } from "~/lib/seo";
import { contentCopy, contentPages } from "~/site/pages/content";
import type { Route } from "./+types/news-detail";

const copy = contentCopy.news;

export async function loader({ params }: Route.LoaderArgs) {
  const id = /^\d+$/.test(params.id) ? Number(params.id) : Number.NaN;
  let items: Awaited<ReturnType<typeof getNews>>;
  try {
    items = await getNews();
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    // Spec §8: a detail fetch failure is only logged, then the not-found view is shown.
    logger.error({ err: error, collection: "news", id: params.id }, "news item unavailable");
    return data(
      { status: "missing" as const },
      { status: 503, headers: { "Cache-Control": NO_STORE, "Retry-After": "60" } },
    );
  }
  const item = items.find((i) => i.id === id);
  if (!item)
    return data({ status: "missing" as const }, { status: 404, headers: { "Cache-Control": NO_STORE } });
  return data(
    { status: "ok" as const, path: newsHref(item), item: newsDetail(item) },
    { headers: { "Cache-Control": CONTENT_CACHE_CONTROL } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (loaded?.status !== "ok") {
    return pageMeta(args, {
      path: args.location.pathname,
      title: copy.notFoundTitle,
      description: contentPages.news.description,
      robots: NOINDEX_ROBOTS,
    });
  }
  const { item, path } = loaded;
  return pageMeta(
    args,
    { path, title: item.title, description: item.description, image: item.image?.src, type: "article" },
    [{ "script:ld+json": newsArticleJsonLd(item, originFrom(args), path) }],
  );
};

export default function NewsDetailPage({ loaderData }: Route.ComponentProps) {
  const back = { href: copy.backHref, label: copy.backLabel };
  if (loaderData.status !== "ok") {
    return (
      <>
        <PageBanner title={contentPages.news.heading} />
        <ContentNotice message={contentCopy.notFound} back={back} />
      </>
    );
  }
  const { item } = loaderData;
  return (
    <>
      <ContentArticle
        title={item.title}
        subheadingHtml={item.subheadingHtml}
        date={item.date}
        dateLine={`${copy.postedOn} ${item.dateLabel}`}
        leadImage={item.image}
        bodyHtml={item.bodyHtml}
        back={back}
      />
    </>
  );
}
