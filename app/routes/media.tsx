import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/lib/meta";
import { mediaPages } from "~/site/pages/media";
import type { Route } from "./+types/media";

const page = mediaPages.media;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function MediaPage() {
  return <PageBanner title={page.heading} intro={page.description} />;
}
