import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/lib/meta";
import { companyPages } from "~/site/pages/company";
import type { Route } from "./+types/our-team";

const page = companyPages.ourTeam;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function OurTeamPage() {
  return <PageBanner title={page.heading} intro={page.description} />;
}
