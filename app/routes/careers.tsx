import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/lib/meta";
import { careerPages } from "~/site/pages/careers";
import type { Route } from "./+types/careers";

const page = careerPages.careers;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function CareersPage() {
  return <PageBanner title={page.heading} intro={page.description} />;
}
