import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/lib/meta";
import { prizmPages } from "~/site/pages/prizm";
import type { Route } from "./+types/prizm";

const page = prizmPages.prizm;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function PrizmPage() {
  return <PageBanner title={page.heading} intro={page.description} underHeader />;
}
