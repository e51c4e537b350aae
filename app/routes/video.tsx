import { data } from "react-router";
import { PageBanner } from "~/components/sections/PageBanner";
import { VideoList } from "~/components/sections/VideoList";
import { VideoPlayer } from "~/components/sections/VideoPlayer";
import { originFrom, pageMeta } from "~/site/meta";
import { videoPages } from "~/site/pages/index";
import { durationLine, findVideo, videoJsonLd, videoSeries, videos } from "~/site/videos";
import type { Route } from "./+types/video";

export function loader({ params }: Route.LoaderArgs) {
  const video = findVideo(params.name);
  const page = video ? videoPages.find((p) => p.path === `/video/${video.name}`) : undefined;
  if (!video || !page) throw data(null, { status: 404 });
  // The series and its list come with the video, so no script carries them (ADR 016).
  return { page, video, videos, videoSeries, duration: durationLine(video) };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, args.loaderData.page, [
        { "script:ld+json": videoJsonLd(args.loaderData.video, originFrom(args)) },
      ])
    : [];

export default function VideoPage({ loaderData }: Route.ComponentProps) {
  const { page, video, videos, videoSeries, duration } = loaderData;
  return (
    <>
      <PageBanner title={page.heading} eyebrow={videoSeries.name}>
        <p className="mt-4 font-semibold text-accent-400">{duration}</p>
      </PageBanner>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_22rem]">
        {/* min-w-0: the column is as wide as the page allows, never as wide as the player's bar asks. */}
        <div className="min-w-0">
          {/* key: a new video element per video, so client-side navigation autoplays the next one. */}
          <VideoPlayer key={video.name} video={video} label={page.heading} />
          <h2 className="mt-8 text-2xl font-bold text-navy-900">{video.title}</h2>
          <p className="mt-3 text-lg leading-relaxed">{video.description}</p>
          <p className="mt-3 text-slate-700">{videoSeries.intro}</p>
        </div>
        <aside>
          <h2 className="mb-4 text-lg font-bold text-navy-900">{videoSeries.listTitle}</h2>
          <VideoList videos={videos} series={videoSeries} current={video.name} />
        </aside>
      </div>
    </>
  );
}
