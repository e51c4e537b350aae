import { redirect } from "react-router";
import { getBlogs, keyOfFormerId } from "~/cms/index.server";
import { blogPostingJsonLd } from "~/cms/jsonld";
import { blogDetail, blogHref } from "~/cms/views";
import { ContentArticle } from "~/components/sections/ContentArticle";
import { originFrom, pageMeta } from "~/lib/meta";
import { ContentMissing } from "~/components/sections/ContentStates";
import { missingContentMeta } from "~/cms/page-meta";
import { detailData, findItem, missingDetail, readCollection } from "~/cms/page-data.server";
import { brand } from "~/site/brand";
import { contentCopy } from "~/site/pages/content";
import type { Route } from "./+types/blog-detail";

const copy = contentCopy.blogs;

export async function loader({ params }: Route.LoaderArgs) {
  const posts = await readCollection(getBlogs, "blogs", "detail", { id: params.id });
  // Spec §8: a detail fetch failure is only logged, then the not-found view is shown.
  if (!posts) return missingDetail(true);
  const found = await findItem(posts, params.id, (id) => keyOfFormerId("blogs", id));
  if (!found) return missingDetail(false);
  const post = found.item;
  const href = blogHref(post);
  if (`/blogs/${params.id}/${encodeURIComponent(params.slug)}` !== href) throw redirect(href, 301);
  return detailData({ path: href, post: blogDetail(post, brand.adminLabel) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (loaded?.status !== "ok") return missingContentMeta(args, "blogs");
  const { post, path } = loaded;
  return pageMeta(
    args,
    { path, title: post.title, description: post.description, image: post.banner?.src, type: "article" },
    [{ "script:ld+json": blogPostingJsonLd(post, originFrom(args), path) }],
  );
};

export default function BlogDetailPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.status !== "ok") return <ContentMissing section="blogs" />;
  const { post } = loaderData;
  return (
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
  );
}
