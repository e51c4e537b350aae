import { data, redirect } from "react-router";
import { getBlogs } from "~/cms/index.server";
import { CONTENT_CACHE_CONTROL, NO_STORE } from "~/cms/http.server";
import { blogPostingJsonLd } from "~/cms/jsonld";
import { ContentUnavailableError } from "~/cms/types";
import { blogDetail, blogHref } from "~/cms/views";
import { ContentArticle } from "~/components/sections/ContentArticle";
import { ContentNotice } from "~/components/sections/ContentNotice";
import { PageBanner } from "~/components/sections/PageBanner";
import { logger } from "~/lib/logger.server";
import { originFrom, pageMeta } from "~/lib/meta";
import { NOINDEX_ROBOTS } from "~/lib/seo";
import { brand } from "~/site/brand";
import { contentCopy, contentPages } from "~/site/pages/content";
import type { Route } from "./+types/blog-detail";

const copy = contentCopy.blogs;

export async function loader({ params }: Route.LoaderArgs) {
  const id = /^\d+$/.test(params.id) ? Number(params.id) : Number.NaN;
  let posts: Awaited<ReturnType<typeof getBlogs>>;
  try {
    posts = await getBlogs();
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    // Spec §8: a detail fetch failure is only logged, then the not-found view is shown.
    logger.error({ err: error, collection: "blogs", id: params.id }, "blog post unavailable");
    return data(
      { status: "missing" as const },
      { status: 503, headers: { "Cache-Control": NO_STORE, "Retry-After": "60" } },
    );
  }
  const post = posts.find((p) => p.id === id);
  if (!post)
    return data({ status: "missing" as const }, { status: 404, headers: { "Cache-Control": NO_STORE } });
  const href = blogHref(post);
  if (`/blogs/${params.id}/${encodeURIComponent(params.slug)}` !== href) throw redirect(href, 301);
  return data(
    { status: "ok" as const, path: href, post: blogDetail(post, brand.adminLabel) },
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
      description: contentPages.blogs.description,
      robots: NOINDEX_ROBOTS,
    });
  }
  const { post, path } = loaded;
  return pageMeta(
    args,
    { path, title: post.title, description: post.description, image: post.banner?.src, type: "article" },
    [{ "script:ld+json": blogPostingJsonLd(post, originFrom(args), path) }],
  );
};

export default function BlogDetailPage({ loaderData }: Route.ComponentProps) {
  const back = { href: copy.backHref, label: copy.backLabel };
  if (loaderData.status !== "ok") {
    return (
      <>
        <PageBanner title={contentPages.blogs.heading} />
        <ContentNotice message={contentCopy.notFound} back={back} />
      </>
    );
  }
  const { post } = loaderData;
  return (
    <>
      <ContentArticle
        title={post.title}
        byline={`${copy.byLabel} ${post.author}`}
        date={post.date}
        dateLine={post.dateLabel ? `${copy.updatedLabel} ${post.dateLabel}` : undefined}
        leadImage={post.banner}
        bodyHtml={post.bodyHtml}
        trailingImage={post.secondImage}
        back={back}
      />
    </>
  );
}
