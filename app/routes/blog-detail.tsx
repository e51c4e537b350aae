import { keyOfFormerId, readBlogs } from "~/cms/index.server";
import { contentViewOf } from "~/cms/preview.server";
import { PreviewBanner } from "~/components/sections/PreviewBanner";
import { blogPostingJsonLd } from "~/cms/jsonld";
import { blogDetail, blogHref } from "~/cms/views";
import { ContentArticle } from "~/components/sections/ContentArticle";
import { originFrom, pageMeta } from "~/lib/meta";
import { DEFAULT_SHARE_IMAGE } from "~/lib/share-image";
import { builtShareImage } from "~/lib/share-image.server";
import { ContentMissing } from "~/components/sections/ContentStates";
import { missingContentMeta } from "~/cms/page-meta";
import { detailData, findItem, missingDetail, movedTo, readCollection } from "~/cms/page-data.server";
import { brand } from "~/site/brand";
import { contentCopy } from "~/site/pages/content";
import type { Route } from "./+types/blog-detail";

const copy = contentCopy.blogs;

export async function loader({ params, request }: Route.LoaderArgs) {
  const view = contentViewOf(request);
  const posts = await readCollection(() => readBlogs(view), "blogs", "detail", { id: params.id });
  // A detail fetch failure is only logged, then the not-found view is shown.
  if (!posts) return missingDetail(true, view);
  const found = await findItem(posts, params.id, (id) => keyOfFormerId("blogs", id));
  if (!found) return missingDetail(false, view);
  const post = found.item;
  const href = blogHref(post);
  if (`/blogs/${params.id}/${encodeURIComponent(params.slug)}` !== href) throw movedTo(href, view);
  const detail = blogDetail(post, brand.adminLabel);
  // Link previews: the post's own PNG/JPEG, else the card the build made for it, else the default.
  const shareImage = detail.shareImage ?? builtShareImage(href) ?? DEFAULT_SHARE_IMAGE;
  return detailData({ path: href, post: detail, shareImage }, view);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (loaded?.status !== "ok") return missingContentMeta(args, "blogs");
  const { post, path, shareImage } = loaded;
  return pageMeta(
    args,
    { path, title: post.title, description: post.description, image: shareImage, type: "article" },
    [{ "script:ld+json": blogPostingJsonLd(post, originFrom(args), path) }],
  );
};

export default function BlogDetailPage({ loaderData }: Route.ComponentProps) {
  const banner = loaderData.preview ? <PreviewBanner /> : null;
  if (loaderData.status !== "ok")
    return (
      <>
        {banner}
        <ContentMissing section="blogs" />
      </>
    );
  const { post } = loaderData;
  return (
    <>
      {banner}
      <ContentArticle
        title={post.title}
        byline={`${copy.byLabel} ${post.author}`}
        date={post.date}
        dateLine={post.dateLabel ? `${copy.updatedLabel} ${post.dateLabel}` : undefined}
        leadImage={post.banner}
        bodyHtml={post.bodyHtml}
        trailingImage={post.secondImage}
        back={{ href: copy.backHref, label: copy.backLabel }}
      />
    </>
  );
}
