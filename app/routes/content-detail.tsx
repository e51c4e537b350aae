import { servedOfPattern } from "~/cms/served-collections.server";
import { collectionOfMatches, isOwnDetailUrl } from "~/cms/collection-descriptors";
import { contentViewOf } from "~/cms/preview.server";
import { articleJsonLd } from "~/cms/jsonld";
import { ContentArticle } from "~/components/sections/ContentArticle";
import { originFrom, pageMeta } from "~/site/meta";
import { DEFAULT_SHARE_IMAGE } from "~/lib/share-image";
import { builtShareImage } from "~/lib/share-image.server";
import { ContentNotice } from "~/components/sections/ContentStates";
import { PageBanner } from "~/components/sections/PageBanner";
import { contentCopy } from "~/site/pages/content";
import { missingContentMeta } from "~/cms/page-meta";
import { detailData, missingDetail, movedTo, readCollection } from "~/cms/page-data.server";
import type { Route } from "./+types/content-detail";

/** The page of one item of any collection: /blogs/{id}/{slug}, /news/{id}. */
export async function loader({ params, request, url, pattern }: Route.LoaderArgs) {
  const served = servedOfPattern(pattern);
  const { collection } = served;
  const view = contentViewOf(request);
  const found = await readCollection(() => served.find(params.id, view), collection.key, "detail", {
    id: params.id,
  });
  // A detail fetch failure is only logged, then the not-found view is shown.
  if (found === null) return missingDetail(true, view, url);
  if (!found) return missingDetail(false, view, url);
  if (!isOwnDetailUrl(collection, params, found.path)) throw movedTo(found.path, view);
  // Link previews: the item's own PNG/JPEG, else the card the build made for it, else the default.
  const shareImage = found.shareImage ?? builtShareImage(found.path) ?? DEFAULT_SHARE_IMAGE;
  return detailData({ ...found, shareImage }, view, url);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (loaded?.status !== "ok") return missingContentMeta(args, collectionOfMatches(args.matches));
  const { article, description, path, shareImage } = loaded;
  return pageMeta(args, { path, title: article.title, description, image: shareImage, type: "article" }, [
    { "script:ld+json": articleJsonLd(loaded, originFrom(args), path) },
  ]);
};

export default function ContentDetailRoute({ loaderData, matches }: Route.ComponentProps) {
  const { page, copy } = collectionOfMatches(matches);
  const back = { href: copy.backHref, label: copy.backLabel };
  return (
    <>
      {loaderData.status === "ok" ? (
        <ContentArticle article={loaderData.article} back={back} />
      ) : (
        <>
          <PageBanner title={page.heading} />
          <ContentNotice message={contentCopy.notFound} back={back} />
        </>
      )}
    </>
  );
}
