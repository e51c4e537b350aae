import { servedOfPattern } from "~/cms/article-pages.server";
import { collectionOfMatches } from "~/cms/collection-descriptors";
import { articleJsonLd } from "~/cms/jsonld";
import { ContentArticle } from "~/components/sections/ContentArticle";
import { originFrom, pageMeta } from "~/site/meta";
import { ContentNotice } from "~/components/sections/ContentStates";
import { PageBanner } from "~/components/sections/PageBanner";
import { contentCopy } from "~/site/pages/content";
import { NOINDEX_ROBOTS } from "~/document/seo";
import type { Route } from "./+types/content-detail";

/** The page of one item of any collection: /blogs/{id}/{slug}, /news/{id}. */
export const loader = (args: Route.LoaderArgs) => servedOfPattern(args.pattern).detailPage(args);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (loaded?.status !== "ok") {
    // Not indexed, and the same for every URL whose item cannot be shown.
    const { copy, page, routes } = collectionOfMatches(args.matches);
    return pageMeta(args, {
      path: routes.list,
      title: copy.notFoundTitle,
      description: page.description,
      robots: NOINDEX_ROBOTS,
    });
  }
  const { article, description, path, shareImage } = loaded;
  return pageMeta(args, { path, title: article.title, description, image: shareImage, type: "article" }, [
    { "script:ld+json": articleJsonLd(loaded, originFrom(args), path) },
  ]);
};

export default function ContentDetailRoute({ loaderData, matches }: Route.ComponentProps) {
  const { page, copy } = collectionOfMatches(matches);
  const back = { href: copy.backHref, label: copy.backLabel };
  if (loaderData.status === "ok") return <ContentArticle article={loaderData.article} back={back} />;
  return (
    <>
      <PageBanner title={page.heading} />
      <ContentNotice message={contentCopy.notFound} back={back} />
    </>
  );
}
