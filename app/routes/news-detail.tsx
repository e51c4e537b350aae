import { redirect } from "react-router";
import { getNews, keyOfFormerId } from "~/cms/index.server";
import { newsArticleJsonLd } from "~/cms/jsonld";
import { newsDetail, newsHref } from "~/cms/views";
import { ContentArticle } from "~/components/sections/ContentArticle";
import { originFrom, pageMeta } from "~/lib/meta";
import { ContentMissing } from "~/components/sections/ContentStates";
import { missingContentMeta } from "~/cms/page-meta";
import { detailData, findItem, missingDetail, readCollection } from "~/cms/page-data.server";
import { contentCopy } from "~/site/pages/content";
import type { Route } from "./+types/news-detail";

const copy = contentCopy.news;

export async function loader({ params }: Route.LoaderArgs) {
  const items = await readCollection(getNews, "news", "detail", { id: params.id });
  // Spec §8: a detail fetch failure is only logged, then the not-found view is shown.
  if (!items) return missingDetail(true);
  const found = await findItem(items, params.id, (id) => keyOfFormerId("news", id));
  if (!found) return missingDetail(false);
  const href = newsHref(found.item);
  if (found.moved) throw redirect(href, 301);
  return detailData({ path: href, item: newsDetail(found.item) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (loaded?.status !== "ok") return missingContentMeta(args, "news");
  const { item, path } = loaded;
  return pageMeta(
    args,
    { path, title: item.title, description: item.description, image: item.image?.src, type: "article" },
    [{ "script:ld+json": newsArticleJsonLd(item, originFrom(args), path) }],
  );
};

export default function NewsDetailPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.status !== "ok") return <ContentMissing section="news" />;
  const { item } = loaderData;
  return (
    <ContentArticle
      title={item.title}
      subheadingHtml={item.subheadingHtml}
      date={item.date}
      dateLine={`${copy.postedOn} ${item.dateLabel}`}
      leadImage={item.image}
      bodyHtml={item.bodyHtml}
      back={{ href: copy.backHref, label: copy.backLabel }}
    />
  );
}
