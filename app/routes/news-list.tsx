import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/lib/meta";
import { contentPages } from "~/site/pages/content";
import type { Route } from "./+types/news-list";

const page = contentPages.news;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function NewsListPage() {
  return <PageBanner title={page.heading} intro={page.description} />;
}
