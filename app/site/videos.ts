export type Video = {
  /** URL segment: /video/{name}. Names are the published ones, including "data-aggregration". */
  name: string;
  title: string;
  url: string;
  /** Poster frame, also the thumbnail in lists and link previews (640 x 360). */
  thumbnail: string;
  /** WebVTT captions of the on-screen text. */
  captions: string;
  /** Whole minutes, 2 to 4. */
  minutes: number;
  description: string;
};

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
  /** Date the series was published, for VideoObject structured data. */
  uploadDate: "2025-03-10",
} as const;

/**
 * Where the clips live. They are served by this site from public/media (regenerate them with
 * scripts/generate-video-clips.sh); point this at a CDN folder holding the same file names to
 * serve full-length recordings instead.
 */
export const VIDEO_BASE_URL = "/media";
export const VIDEO_POSTER_BASE_URL = "/images/videos";
export const VIDEO_SIZE = { width: 640, height: 360 } as const;

// Pure: the list below calls it at the top level, and the bundler may drop the list where it is unused.
/* @__NO_SIDE_EFFECTS__ */
function video(name: string, title: string, minutes: number, description: string): Video {
  return {
    name,
    title,
    url: `${VIDEO_BASE_URL}/${name}.mp4`,
    thumbnail: `${VIDEO_POSTER_BASE_URL}/${name}.jpg`,
    captions: `${VIDEO_BASE_URL}/${name}.vtt`,
    minutes,
    description,
  };
}

export function minutesLabel(v: Pick<Video, "minutes">): string {
  return `${v.minutes} Min`;
}

/** The duration line under a video's title, e.g. "2 Min | 9 Videos". */
export function durationLine(v: Pick<Video, "minutes">, count = videos.length): string {
  return `${minutesLabel(v)} | ${count} Videos`;
}

/** The series in viewing order; the first one is the overview the banner's Watch Now opens. */
export const videos: readonly Video[] = [
  video(
    "mrf-data-overview",
    "Overview",
    3,
    "A tour of PRIZM: how payer machine-readable files are collected, normalised and turned into searchable rates.",
  ),
  video(
    "standard-reports",
    "Standard Reports",
    2,
    "The reports every PRIZM workspace starts with: rate distributions, network coverage and Medicare comparisons.",
  ),
  video(
    "custom-reports",
    "Custom Report",
    3,
    "Build a report for your own question: choose payers, codes, providers and the benchmark to compare against.",
  ),
  video(
    "build-query",
    "Build Query",
    4,
    "Use the query builder to filter billions of negotiated rates by plan, billing code, place of service and NPI.",
  ),
  video(
    "data-aggregration",
    "Data Aggregation",
    3,
    "How PRIZM rolls rates up by provider group, market and procedure family without losing the line-level detail.",
  ),
  video(
    "provider-group-use-case",
    "Provider Group Use Case",
    4,
    "A provider group compares its contracted rates with peers in its market and finds where to renegotiate.",
  ),
  video(
    "claims-upload-and-summary",
    "Claims Upload and Summary",
    2,
    "Upload a claims extract, map its columns and get a summary of allowed amounts against published rates.",
  ),
  video(
    "claims-summary-reports",
    "Claims Summary Reports",
    3,
    "Read the claims summary: utilisation by service line, spend by payer and the gaps between paid and negotiated.",
  ),
  video(
    "mrf-quality-assurance-summary",
    "MRF Quality Assurance Summary",
    2,
    "The checks every file passes before it reaches you, and the exception list we share when a file falls short.",
  ),
];

/** Looks a video up by its URL name; like the rest of the routes, case does not matter. */
export function findVideo(name: string): Video | undefined {
  const wanted = name.toLowerCase();
  return videos.find((v) => v.name === wanted);
}

/** schema.org VideoObject for a video's page (absolute URLs from the site's origin). */
export function videoJsonLd(v: Video, origin: string) {
  const at = (path: string) => new URL(path, `${origin.replace(/\/$/, "")}/`).toString();
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: `${videoSeries.name}: ${v.title}`,
    description: v.description,
    thumbnailUrl: [at(v.thumbnail)],
    uploadDate: videoSeries.uploadDate,
    duration: `PT${v.minutes}M`,
    contentUrl: at(v.url),
    embedUrl: at(`/video/${v.name}`),
    isPartOf: { "@type": "CreativeWorkSeries", name: videoSeries.name },
  };
}
