import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/lib/meta";
import { servicePages } from "~/site/pages/services";
import type { Route } from "./+types/our-services";

const page = servicePages.ourServices;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function OurServicesPage() {
  return <PageBanner title={page.heading} intro={page.description} />;
}
