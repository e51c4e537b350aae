import { data } from "react-router";
import { itemsOfPage } from "~/cms/served-collections.server";
import { videoCard } from "~/cms/video-views.server";
import { PageBanner } from "~/components/sections/PageBanner";
import { Section } from "~/components/sections/Section";
import { VideoList } from "~/components/sections/VideoList";
import { ActionLinks } from "~/components/ui/ActionLinks";
import { Img } from "~/components/ui/Img";
import { pageMeta } from "~/site/meta";
import { mediaPages } from "~/site/pages/media";
import { durationLine, videoHeading, videoSeries } from "~/site/videos";
import type { Route } from "./+types/media";

const page = mediaPages.media;

/** The series' videos (drafts too in the preview); the copy comes as loader data too (ADR 016). */
export async function loader({ request, url }: Route.LoaderArgs) {
  const { items, headers, previewBanner } = await itemsOfPage("videos", { request, url });
  const videos = items.map(videoCard);
  // The overview is the first video of the series: Watch Now opens it.
  const overview = videos[0];
  return data(
    {
      videos,
      videoSeries,
      overview,
      overviewDuration: overview && durationLine(overview.minutes, videos.length),
      overviewAlt: overview && videoHeading(overview.title),
      previewBanner,
    },
    { headers },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function MediaPage({ loaderData }: Route.ComponentProps) {
  const { videos, videoSeries, overview, overviewDuration, overviewAlt } = loaderData;
  return (
    <>
      <PageBanner title={page.heading} intro={page.description} />
      <section aria-labelledby="series-heading" className="bg-navy-900 py-16 text-white">
        <div className="container-page grid items-center gap-10 lg:grid-cols-2">
          <div>
            {overviewDuration ? (
              <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">
                {overviewDuration}
              </p>
            ) : null}
            <h2 id="series-heading" className="mt-2 text-3xl font-bold md:text-4xl">
              {videoSeries.name}
            </h2>
            <p className="mt-4 text-lg text-slate-200">{videoSeries.tagline}</p>
            <p className="mt-3 text-slate-300">{videoSeries.intro}</p>
            {overview ? (
              <ActionLinks
                actions={[{ label: videoSeries.watchNow, href: overview.path, context: overview.title }]}
                variant="accent"
              />
            ) : null}
          </div>
          {overview?.poster ? (
            <Img
              src={overview.poster.url}
              alt={overviewAlt}
              width={overview.poster.width}
              height={overview.poster.height}
              sizes="(min-width: 1024px) 50vw, 100vw"
              loading="eager"
              className="h-auto w-full rounded-2xl shadow-lg"
            />
          ) : null}
        </div>
      </section>
      <Section id="videos" title={videoSeries.listTitle} tone="muted">
        <VideoList videos={videos} series={videoSeries} layout="grid" />
      </Section>
    </>
  );
}
