import { Link } from "react-router";
import type { VideoCard } from "~/cms/video-views.server";
import { minutesLabel, VIDEO_SIZE, type videoSeries } from "~/site/videos";
import { Img } from "../ui/Img";

type VideoListProps = {
  videos: readonly VideoCard[];
  series: Pick<typeof videoSeries, "listLabel" | "nowPlaying">;
  /** The slug of the video on screen: marked Now Playing and aria-current="page". */
  current?: string;
  /** "side": the compact list beside the player; "grid": thumbnails across the page. */
  layout?: "side" | "grid";
};

/** Every video of the series, each linking to its page. */
export function VideoList({ videos, series, current, layout = "side" }: VideoListProps) {
  const grid = layout === "grid";
  return (
    <nav aria-label={series.listLabel}>
      <ol className={grid ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-3" : "space-y-3"}>
        {videos.map((video, index) => {
          const isCurrent = video.slug === current;
          return (
            <li key={video.slug}>
              <Link
                to={video.path}
                aria-current={isCurrent ? "page" : undefined}
                className={`group flex gap-3 rounded-xl p-2 ring-1 transition-colors ${
                  grid ? "flex-col bg-white p-3" : "items-center"
                } ${isCurrent ? "bg-brand-50 ring-brand-500" : "ring-slate-200 hover:bg-slate-50"}`}
              >
                <Img
                  src={video.poster?.url}
                  alt=""
                  width={video.poster?.width ?? VIDEO_SIZE.width}
                  height={video.poster?.height ?? VIDEO_SIZE.height}
                  sizes={grid ? "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" : "112px"}
                  className={`h-auto rounded-lg ${grid ? "w-full" : "w-28 shrink-0"}`}
                />
                <span className="min-w-0">
                  <span className="block text-xs font-semibold uppercase tracking-wider text-brand-700">
                    {isCurrent ? series.nowPlaying : `${index + 1} · ${minutesLabel(video.minutes)}`}
                  </span>
                  <span className="block font-semibold text-navy-900 group-hover:underline">
                    {video.title}
                  </span>
                  {grid ? <span className="mt-1 block text-sm text-slate-700">{video.text}</span> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
