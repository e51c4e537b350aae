import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/lib/meta";
import { insightPages } from "~/site/pages/insights";
import type { Route } from "./+types/insights";

const page = insightPages.insights;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function InsightsPage() {
  return <PageBanner title={page.heading} intro={page.description} />;
}
