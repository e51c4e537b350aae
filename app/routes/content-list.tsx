import { servedAt } from "~/cms/collections.server";
import { collectionAt } from "~/cms/collections";
import { listData, readCollection } from "~/cms/page-data.server";
import { contentListMeta } from "~/cms/page-meta";
import { contentViewOf } from "~/cms/preview.server";
import { PreviewBanner } from "~/components/sections/PreviewBanner";
import { ContentCardList } from "~/components/sections/ContentCard";
import { ContentListPage } from "~/components/sections/ContentStates";
import { TrendingList } from "~/components/sections/TrendingList";
import { useLocation } from "react-router";
import type { Route } from "./+types/content-list";

/** The list page of every collection (app/cms/collections.ts): /blogs, /news-list. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const served = servedAt("list", url);
  const view = contentViewOf(request);
  const list = await readCollection(() => served.list(view), served.collection.key, "list");
  return listData(list, view);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// The feed's link goes with the meta: a links function is told nothing of the page it serves.
export const meta: Route.MetaFunction = (args) => {
  const { key, copy, routes } = collectionAt("list", args.location.pathname);
  return [
    ...contentListMeta(args, key, args.loaderData?.status === "ok"),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: copy.feedTitle,
      href: routes.feed,
    },
  ];
};

export default function ContentListRoute({ loaderData }: Route.ComponentProps) {
  const { key, copy } = collectionAt("list", useLocation().pathname);
  const ok = loaderData.status === "ok";
  const cards = ok ? (
    <ContentCardList cards={loaderData.cards} label={copy.listLabel} linkLabel={copy.cardLinkLabel} />
  ) : null;
  return (
    <>
      {loaderData.preview ? <PreviewBanner /> : null}
      <ContentListPage section={key} available={ok} empty={ok && loaderData.cards.length === 0}>
        {ok && loaderData.trending && copy.trendingTitle ? (
          <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
            {cards}
            <div>
              <TrendingList title={copy.trendingTitle} items={loaderData.trending} />
            </div>
          </div>
        ) : ok ? (
          <div className="container-page py-12">{cards}</div>
        ) : null}
      </ContentListPage>
    </>
  );
}
