import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/lib/meta";
import { contentPages } from "~/site/pages/content";
import type { Route } from "./+types/blogs";

const page = contentPages.blogs;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function BlogsPage() {
  return <PageBanner title={page.heading} intro={page.description} />;
}
