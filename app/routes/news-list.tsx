import { perList } from "~/cms/cache";
import { listData, readCollection } from "~/cms/page-data.server";
import { contentListMeta } from "~/cms/page-meta";
import { type getNews, readNews } from "~/cms/index.server";
import { contentViewOf } from "~/cms/preview.server";
import { PreviewBanner } from "~/components/sections/PreviewBanner";
import { newsCard } from "~/cms/views";
import { ContentCardList } from "~/components/sections/ContentCard";
import { ContentListPage } from "~/components/sections/ContentStates";
import { contentCopy } from "~/site/pages/content";
import type { Route } from "./+types/news-list";

const copy = contentCopy.news;

const listView = perList((items: Awaited<ReturnType<typeof getNews>>) => ({
  status: "ok" as const,
  cards: items.map(newsCard),
}));

export async function loader({ request }: Route.LoaderArgs) {
  const view = contentViewOf(request);
  const items = await readCollection(() => readNews(view), "news", "list");
  return listData(items && listView(items), view);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: copy.feedTitle, href: copy.feedPath },
];

export const meta: Route.MetaFunction = (args) =>
  contentListMeta(args, "news", args.loaderData?.status === "ok");

export default function NewsListPage({ loaderData }: Route.ComponentProps) {
  const ok = loaderData.status === "ok";
  return (
    <>
      {loaderData.preview ? <PreviewBanner /> : null}
      <ContentListPage section="news" available={ok} empty={ok && loaderData.cards.length === 0}>
        {ok ? (
          <div className="container-page py-12">
            <ContentCardList cards={loaderData.cards} label={copy.listLabel} linkLabel={copy.readMore} />
          </div>
        ) : null}
      </ContentListPage>
    </>
  );
}
