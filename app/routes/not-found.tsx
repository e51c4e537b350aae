import { data, redirect } from "react-router";
import { NotFoundView } from "~/components/sections/NotFoundView";
import { pageMeta } from "~/site/meta";
import { errorPages } from "~/site/pages/errors";
import { findVideo } from "~/site/videos";
import type { Route } from "./+types/not-found";

export function loader({ url }: Route.LoaderArgs) {
  // Side links point at /{video-name} without the /video prefix: send them home for good.
  const single = /^\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  const video = single ? findVideo(decodeURIComponent(single)) : undefined;
  if (video) throw redirect(`/video/${video.name}`, 301);
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, errorPages.notFound);

export default function NotFoundPage() {
  return <NotFoundView />;
}
