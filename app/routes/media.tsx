import { PageBanner } from "~/components/sections/PageBanner";
import { Section } from "~/components/sections/Section";
import { VideoList } from "~/components/sections/VideoList";
import { ActionLinks } from "~/components/ui/ActionLinks";
import { Img } from "~/components/ui/Img";
import { pageMeta } from "~/site/meta";
import { mediaPages } from "~/site/pages/media";
import { VIDEO_SIZE, durationLine, videoSeries, videos } from "~/site/videos";
import type { Route } from "./+types/media";

const page = mediaPages.media;

/** Copy as loader data, so it stays out of the page's script (ADR 016). */
export function loader() {
  const overview = videos[0]!;
  return { videos, videoSeries, overview, overviewDuration: durationLine(overview) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function MediaPage({ loaderData }: Route.ComponentProps) {
  const { videos, videoSeries, overview, overviewDuration } = loaderData;
  return (
    <>
      <PageBanner title={page.heading} intro={page.description} />
      <section aria-labelledby="series-heading" className="bg-navy-900 py-16 text-white">
        <div className="container-page grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">
              {overviewDuration}
            </p>
            <h2 id="series-heading" className="mt-2 text-3xl font-bold md:text-4xl">
              {videoSeries.name}
            </h2>
            <p className="mt-4 text-lg text-slate-200">{videoSeries.tagline}</p>
            <p className="mt-3 text-slate-300">{videoSeries.intro}</p>
            <ActionLinks
              actions={[
                { label: videoSeries.watchNow, href: `/video/${overview.name}`, context: overview.title },
              ]}
              variant="accent"
              className="mt-8"
            />
          </div>
          <Img
            src={overview.thumbnail}
            alt={`${videoSeries.name}: ${overview.title}`}
            width={VIDEO_SIZE.width}
            height={VIDEO_SIZE.height}
            sizes="(min-width: 1024px) 50vw, 100vw"
            loading="eager"
            className="h-auto w-full rounded-2xl shadow-lg"
          />
        </div>
      </section>
      <Section id="videos" title={videoSeries.listTitle} tone="muted">
        <VideoList videos={videos} series={videoSeries} layout="grid" />
      </Section>
    </>
  );
}
