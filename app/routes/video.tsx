import { data } from "react-router";
import { itemOfPage } from "~/cms/served-collections.server";
import { videoCard, videoOnPage } from "~/cms/video-views.server";
import { PageBanner } from "~/components/sections/PageBanner";
import { VideoList } from "~/components/sections/VideoList";
import { VideoPlayer } from "~/components/sections/VideoPlayer";
import { seoDescription } from "~/lib/excerpt.server";
import { builtShareImage } from "~/lib/share-image.server";
import { pageMeta } from "~/site/meta";
import { env } from "~/env.server";
import { durationLine, videoHeading, videoJsonLd, videoSeries } from "~/site/videos";
import type { Route } from "./+types/video";

/** A video of the series at /video/{slug}, with the whole series beside it (drafts too in the preview). */
export async function loader(args: Route.LoaderArgs) {
  const { item, items, headers, previewBanner } = await itemOfPage("videos", args);
  const video = videoOnPage(item);
  return data(
    {
      video,
      videos: items.map(videoCard),
      heading: videoHeading(video.title),
      duration: durationLine(video.minutes, items.length),
      description: seoDescription(item.description, videoSeries.intro),
      shareImage: builtShareImage(video.path),
      videoSeries,
      previewBanner,
      // Built here, so its builder stays out of the page's script.
      jsonLd: videoJsonLd(video, env().PUBLIC_URL),
    },
    { headers },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { video, heading, description, shareImage, jsonLd } = args.loaderData;
  const page = { path: video.path, title: heading, description, image: shareImage };
  return pageMeta(args, page, [{ "script:ld+json": jsonLd }]);
};

export default function VideoPage({ loaderData }: Route.ComponentProps) {
  const { video, videos, heading, duration, videoSeries } = loaderData;
  return (
    <>
      <PageBanner title={heading} eyebrow={videoSeries.name}>
        <p className="mt-4 font-semibold text-accent-400">{duration}</p>
      </PageBanner>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_22rem]">
        {/* min-w-0: the column is as wide as the page allows, never as wide as the player's bar asks. */}
        <div className="min-w-0">
          {/* key: a new video element per video, so client-side navigation autoplays the next one. */}
          <VideoPlayer key={video.slug} video={video} label={heading} />
          <h2 className="mt-8 text-2xl font-bold text-navy-900">{video.title}</h2>
          <div
            className="content-body mt-3 text-lg leading-relaxed"
            dangerouslySetInnerHTML={{ __html: video.descriptionHtml }}
          />
          <p className="mt-3 text-slate-700">{videoSeries.intro}</p>
        </div>
        <aside>
          <h2 className="mb-4 text-lg font-bold text-navy-900">{videoSeries.listTitle}</h2>
          <VideoList videos={videos} series={videoSeries} current={video.slug} />
        </aside>
      </div>
    </>
  );
}
