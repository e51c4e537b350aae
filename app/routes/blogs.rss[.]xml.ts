import { getBlogs } from "~/cms/index.server";
import { CONTENT_CACHE_CONTROL, NO_STORE } from "~/cms/http.server";
import { renderRss } from "~/cms/rss";
import { blogLastUpdated, ContentUnavailableError } from "~/cms/types";
import { blogHref } from "~/cms/views";
import { env } from "~/env.server";
import { SEO_DESCRIPTION, seoDescription } from "~/lib/excerpt";
import { brand } from "~/site/brand";
import { contentCopy, contentPages } from "~/site/pages/content";

/** RSS 2.0 feed of every blog post, newest first. */
export async function loader() {
  const copy = contentCopy.blogs;
  try {
    const posts = await getBlogs();
    const xml = renderRss(env().PUBLIC_URL, {
      title: copy.feedTitle,
      description: copy.feedDescription,
      pagePath: contentPages.blogs.path,
      feedPath: copy.feedPath,
      items: posts.map((post) => ({
        title: post.title,
        path: blogHref(post),
        date: blogLastUpdated(post),
        author: post.author ?? brand.adminLabel,
        description: seoDescription(post.description, post.title).slice(0, SEO_DESCRIPTION),
      })),
    });
    return new Response(xml, {
      headers: {
        "Content-Type": "application/rss+xml; charset=utf-8",
        "Cache-Control": CONTENT_CACHE_CONTROL,
      },
    });
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    return new Response(contentCopy.unavailable, {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": NO_STORE,
        "Retry-After": "60",
      },
    });
  }
}
