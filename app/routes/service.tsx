import { data } from "react-router";
import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/lib/meta";
import { findStaticPage } from "~/site/pages/index";
import type { Route } from "./+types/service";

export function loader({ request }: Route.LoaderArgs) {
  const page = findStaticPage(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.page) : [];

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return <PageBanner title={page.heading} intro={page.description} />;
}
