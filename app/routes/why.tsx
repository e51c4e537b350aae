import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/lib/meta";
import { companyPages } from "~/site/pages/company";
import type { Route } from "./+types/why";

const page = companyPages.why;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function WhyPage() {
  return <PageBanner title={page.heading} intro={page.description} underHeader />;
}
