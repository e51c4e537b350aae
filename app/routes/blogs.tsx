import { perList } from "~/cms/cache";
import { listData, readCollection } from "~/cms/page-data.server";
import { contentListMeta } from "~/cms/page-meta";
import { type getBlogs, readBlogs } from "~/cms/index.server";
import { contentViewOf } from "~/cms/preview.server";
import { PreviewBanner } from "~/components/sections/PreviewBanner";
import { blogCard, trendingItem } from "~/cms/views";
import { ContentCardList } from "~/components/sections/ContentCard";
import { ContentListPage } from "~/components/sections/ContentStates";
import { TrendingList } from "~/components/sections/TrendingList";
import { contentCopy } from "~/site/pages/content";
import type { Route } from "./+types/blogs";

const copy = contentCopy.blogs;
/** The trending list shows 5 posts. */
export const TRENDING_COUNT = 5;

const listView = perList((posts: Awaited<ReturnType<typeof getBlogs>>) => ({
  status: "ok" as const,
  cards: posts.map(blogCard),
  trending: posts.slice(0, TRENDING_COUNT).map(trendingItem),
}));

export async function loader({ request }: Route.LoaderArgs) {
  const view = contentViewOf(request);
  const posts = await readCollection(() => readBlogs(view), "blogs", "list");
  return listData(posts && listView(posts), view);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: copy.feedTitle, href: copy.feedPath },
];

export const meta: Route.MetaFunction = (args) =>
  contentListMeta(args, "blogs", args.loaderData?.status === "ok");

export default function BlogsPage({ loaderData }: Route.ComponentProps) {
  const ok = loaderData.status === "ok";
  return (
    <>
      {loaderData.preview ? <PreviewBanner /> : null}
      <ContentListPage section="blogs" available={ok} empty={ok && loaderData.cards.length === 0}>
        {ok ? (
          <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <ContentCardList cards={loaderData.cards} label={copy.listLabel} />
            <div>
              <TrendingList title={copy.trendingTitle} items={loaderData.trending} />
            </div>
          </div>
        ) : null}
      </ContentListPage>
    </>
  );
}
