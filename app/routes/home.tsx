import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/lib/meta";
import { homePages } from "~/site/pages/home";
import type { Route } from "./+types/home";

const page = homePages.home;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function HomePage() {
  return <PageBanner title={page.heading} intro={page.description} underHeader />;
}
