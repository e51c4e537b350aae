/**
 * What the video pages show of the `videos` collection: made by their loaders on the server, where
 * the descriptions' HTML is also made plain text for the grid and the structured data.
 */
import { stripHtml } from "~/lib/excerpt.server";
import { VIDEO_SIZE } from "~/site/videos";
import { itemPaths } from "./collection-descriptors";
import { readItems } from "./content-service.server";
import { findBySlug } from "./served-collections.server";
import { ContentUnavailableError, type Video } from "./types.server";

/** A video in the series' lists: beside the player, and the grid on /media. */
export type VideoCard = ReturnType<typeof videoCard>;
/** The video a page plays: its sources and the description under the player. */
export type VideoOnPage = ReturnType<typeof videoOnPage>;

export function videoCard(video: Video) {
  const image = video.images[0];
  return {
    slug: video.slug,
    path: itemPaths.videos(video),
    title: video.title,
    minutes: video.minutes,
    // The item's first image, at the clips' size when the source gives none.
    poster: image && {
      url: image.url,
      width: image.width ?? VIDEO_SIZE.width,
      height: image.height ?? VIDEO_SIZE.height,
    },
    text: stripHtml(video.description),
  };
}

export function videoOnPage(video: Video) {
  return {
    ...videoCard(video),
    url: video.url,
    captions: video.captions,
    descriptionHtml: video.description,
    uploadDate: video.uploadDate,
  };
}

/**
 * The published video a one-segment path names (`/mrf-data-overview`, the old side links without
 * /video), whatever its case; none while the source is down, when the path is simply not found.
 */
export async function videoOfSegment(pathname: string): Promise<Video | undefined> {
  const segment = /^\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (segment === undefined) return undefined;
  try {
    // The path decodes: refuseBeforeRouter has answered 400 to any that does not.
    return findBySlug(await readItems("videos", "published"), decodeURIComponent(segment));
  } catch (error) {
    if (error instanceof ContentUnavailableError) return undefined;
    throw error;
  }
}
