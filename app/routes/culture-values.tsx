import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/lib/meta";
import { companyPages } from "~/site/pages/company";
import type { Route } from "./+types/culture-values";

const page = companyPages.cultureValues;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function CultureValuesPage() {
  return <PageBanner title={page.heading} intro={page.description} />;
}
