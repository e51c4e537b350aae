import { keyOfFormerId, readNews } from "~/cms/index.server";
import { contentViewOf } from "~/cms/preview.server";
import { PreviewBanner } from "~/components/sections/PreviewBanner";
import { newsArticleJsonLd } from "~/cms/jsonld";
import { newsDetail, newsHref } from "~/cms/views";
import { ContentArticle } from "~/components/sections/ContentArticle";
import { originFrom, pageMeta } from "~/lib/meta";
import { DEFAULT_SHARE_IMAGE } from "~/lib/share-image";
import { builtShareImage } from "~/lib/share-image.server";
import { ContentMissing } from "~/components/sections/ContentStates";
import { missingContentMeta } from "~/cms/page-meta";
import { detailData, findItem, missingDetail, movedTo, readCollection } from "~/cms/page-data.server";
import { contentCopy } from "~/site/pages/content";
import type { Route } from "./+types/news-detail";

const copy = contentCopy.news;

export async function loader({ params, request }: Route.LoaderArgs) {
  const view = contentViewOf(request);
  const items = await readCollection(() => readNews(view), "news", "detail", { id: params.id });
  // A detail fetch failure is only logged, then the not-found view is shown.
  if (!items) return missingDetail(true, view);
  const found = await findItem(items, params.id, (id) => keyOfFormerId("news", id));
  if (!found) return missingDetail(false, view);
  const href = newsHref(found.item);
  if (found.moved) throw movedTo(href, view);
  const detail = newsDetail(found.item);
  // Link previews: the item's own PNG/JPEG, else the card the build made for it, else the default.
  const shareImage = detail.shareImage ?? builtShareImage(href) ?? DEFAULT_SHARE_IMAGE;
  return detailData({ path: href, item: detail, shareImage }, view);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (loaded?.status !== "ok") return missingContentMeta(args, "news");
  const { item, path, shareImage } = loaded;
  return pageMeta(
    args,
    { path, title: item.title, description: item.description, image: shareImage, type: "article" },
    [{ "script:ld+json": newsArticleJsonLd(item, originFrom(args), path) }],
  );
};

export default function NewsDetailPage({ loaderData }: Route.ComponentProps) {
  const banner = loaderData.preview ? <PreviewBanner /> : null;
  if (loaderData.status !== "ok")
    return (
      <>
        {banner}
        <ContentMissing section="news" />
      </>
    );
  const { item } = loaderData;
  return (
    <>
      {banner}
      <ContentArticle
        title={item.title}
        subheadingHtml={item.subheadingHtml}
        date={item.date}
        dateLine={`${copy.postedOn} ${item.dateLabel}`}
        leadImage={item.image}
        bodyHtml={item.bodyHtml}
        back={{ href: copy.backHref, label: copy.backLabel }}
      />
    </>
  );
}
