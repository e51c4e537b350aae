import { servedOfPattern } from "~/cms/article-pages.server";
import { collectionOfMatches } from "~/cms/collection-descriptors";
import type { ContentCardView, TrendingView } from "~/cms/views";
import { NOINDEX_ROBOTS } from "~/document/seo";
import { pageMeta } from "~/site/meta";
import { ContentCardList } from "~/components/sections/ContentCard";
import { ContentNotice } from "~/components/sections/ContentStates";
import { PageBanner } from "~/components/sections/PageBanner";
import { TrendingList } from "~/components/sections/TrendingList";
import { type CollectionCopy, contentCopy } from "~/site/pages/content";
import type { Route } from "./+types/content-list";

/** The list page of a collection: /blogs, /news-list. */
export const loader = (args: Route.LoaderArgs) => servedOfPattern(args.pattern).listPage(args);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// The feed link is added in meta, because a links function gets no page data.
export const meta: Route.MetaFunction = (args) => {
  const { copy, page, routes } = collectionOfMatches(args.matches);
  // `noindex` while it shows the unavailable message instead of its items.
  const available = args.loaderData?.status === "ok";
  return [
    ...pageMeta(args, available ? page : { ...page, robots: NOINDEX_ROBOTS }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: copy.feedTitle,
      href: routes.feed,
    },
  ];
};

export default function ContentListRoute({ loaderData, matches }: Route.ComponentProps) {
  const { page, copy } = collectionOfMatches(matches);
  return (
    <>
      <PageBanner title={page.heading} intro={page.description} />
      {loaderData.status !== "ok" ? (
        <ContentNotice message={contentCopy.unavailable} role="status" />
      ) : loaderData.cards.length === 0 ? (
        <ContentNotice message={contentCopy.empty} role="status" />
      ) : (
        <CardsAndTrending cards={loaderData.cards} trending={loaderData.trending} copy={copy} />
      )}
    </>
  );
}

type CardsAndTrendingProps = { cards: ContentCardView[]; trending?: TrendingView[]; copy: CollectionCopy };

/** The cards, beside the side list of the newest items where the collection has one. */
function CardsAndTrending({ cards, trending, copy }: CardsAndTrendingProps) {
  const list = <ContentCardList cards={cards} label={copy.listLabel} linkLabel={copy.cardLinkLabel} />;
  if (!trending || !copy.trendingTitle) return <div className="container-page py-12">{list}</div>;
  return (
    <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
      {list}
      <div>
        <TrendingList title={copy.trendingTitle} items={trending} />
      </div>
    </div>
  );
}
