export type Video = {
  /** URL segment: /video/{name}. Names follow the spec, including "data-aggregration". */
  name: string;
  title: string;
  url: string;
  thumbnail: string;
  /** Whole minutes, 2 to 4 (spec §9). */
  minutes: number;
  description: string;
};

export const videoSeries = {
  name: "PRIZM Walkthrough",
  tagline: "Nine short videos, from raw machine-readable files to the reports your team will use.",
} as const;

const clip = "/media/prizm-walkthrough.mp4";

function video(name: string, title: string, minutes: number, description: string): Video {
  return { name, title, url: clip, thumbnail: `/images/videos/${name}.svg`, minutes, description };
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

export function findVideo(name: string): Video | undefined {
  return videos.find((v) => v.name === name);
}
