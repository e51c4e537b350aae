import { redirect } from "react-router";
import { itemPaths } from "~/cms/collection-descriptors";
import { videoOfSegment } from "~/cms/video-views.server";
import { NotFoundView } from "~/components/sections/NotFoundView";
import { notFound } from "~/http/not-found.server";
import { pageMeta } from "~/site/meta";
import type { Route } from "./+types/not-found";

export async function loader({ url }: Route.LoaderArgs) {
  // Side links point at /{video-slug} without the /video prefix: send them home for good.
  const video = await videoOfSegment(url.pathname);
  if (video) throw redirect(itemPaths.videos(video), 301);
  return notFound();
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.page);

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return <NotFoundView {...loaderData} />;
}
