import { env } from "~/env.server";
import { renderSitemap, type SitemapEntry } from "~/lib/sitemap";
import { sitemapPages } from "~/site/pages/index";

/** Every public page; the CMS items join the list in sitemapEntries() of the content issue. */
export async function loader() {
  const entries: SitemapEntry[] = sitemapPages.map((page) => ({ path: page.path }));
  return new Response(renderSitemap(env().PUBLIC_URL, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
