import { getBlogs } from "~/cms/index.server";
import { feedResponse, readCollection } from "~/cms/page-data.server";
import { renderRss } from "~/cms/rss";
import { blogLastUpdated } from "~/cms/types";
import { feedGuid, blogHref } from "~/cms/views";
import { env } from "~/env.server";
import { SEO_DESCRIPTION, seoDescription } from "~/lib/excerpt";
import { brand } from "~/site/brand";
import { contentCopy, contentPages } from "~/site/pages/content";

/** RSS 2.0 feed of every blog post, newest first. */
export async function loader() {
  const copy = contentCopy.blogs;
  const posts = await readCollection(getBlogs, "blogs", "feed");
  const xml =
    posts &&
    renderRss(env().PUBLIC_URL, {
      title: copy.feedTitle,
      description: copy.feedDescription,
      pagePath: contentPages.blogs.path,
      feedPath: copy.feedPath,
      items: posts.map((post) => ({
        title: post.title,
        path: blogHref(post),
        guid: feedGuid(brand.productKey, "blogs", post),
        date: blogLastUpdated(post),
        author: post.author ?? brand.adminLabel,
        description: seoDescription(post.description, post.title).slice(0, SEO_DESCRIPTION),
      })),
    });
  return feedResponse(xml, contentCopy.unavailable);
}
