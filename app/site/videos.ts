/**
 * The video series' own text and the lines its pages build; the videos themselves are the `videos`
 * collection (content/videos), in viewing order: the first is the overview the banner's Watch Now opens.
 */

const seriesName = "PRIZM Walkthrough";

export const videoSeries = {
  name: seriesName,
  tagline: "Nine short videos, from raw machine-readable files to the reports your team will use.",
  intro:
    "Watch how PRIZM turns the price-transparency files health plans publish each month into rate comparisons, reports and claims insights, one feature at a time.",
  watchNow: "Watch Now",
  listTitle: "All videos in the series",
  nowPlaying: "Now Playing",
  /** Accessible name of the list of videos. */
  listLabel: `${seriesName} videos`,
} as const;

/** The clips' and posters' size, which a poster without its own size is shown at. */
export const VIDEO_SIZE = { width: 640, height: 360 } as const;

export function minutesLabel(minutes: number): string {
  return `${minutes} Min`;
}

/** The duration line under a video's title, e.g. "2 Min | 9 Videos": `count` videos in the series. */
export function durationLine(minutes: number, count: number): string {
  return `${minutesLabel(minutes)} | ${count} Videos`;
}

/** A video page's heading and title: the video's, prefixed with the series name. */
export function videoHeading(title: string): string {
  return `${videoSeries.name}: ${title}`;
}

/** What a video's structured data states, with root-relative URLs. */
export type VideoFacts = {
  title: string;
  /** Plain text. */
  text: string;
  path: string;
  url: string;
  poster: { url: string } | undefined;
  uploadDate: string;
  minutes: number;
};

/** schema.org VideoObject for a video's page (absolute URLs from the site's origin). */
export function videoJsonLd(v: VideoFacts, origin: string) {
  const at = (path: string) => new URL(path, `${origin.replace(/\/$/, "")}/`).toString();
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: videoHeading(v.title),
    description: v.text,
    thumbnailUrl: v.poster ? [at(v.poster.url)] : [],
    uploadDate: v.uploadDate,
    duration: `PT${v.minutes}M`,
    contentUrl: at(v.url),
    embedUrl: at(v.path),
    isPartOf: { "@type": "CreativeWorkSeries", name: videoSeries.name },
  };
}
