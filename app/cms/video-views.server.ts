/**
 * What the video pages show of the `videos` collection: made by their loaders on the server, where
 * the descriptions' HTML is also made plain text for the grid and the structured data.
 */
import { stripHtml } from "~/lib/excerpt.server";
import { VIDEO_SIZE } from "~/site/videos";
import { itemPaths } from "./collection-descriptors";
import { itemBySlug } from "./served-collections.server";
import { ContentUnavailableError, type Video } from "./types";

export type VideoPoster = { url: string; width: number; height: number };

/** A video in the series' lists: beside the player, and the grid on /media. */
export type VideoCard = Pick<Video, "slug" | "title" | "minutes"> & {
  path: string;
  poster: VideoPoster | undefined;
  /** The description as plain text. */
  text: string;
};

/** The video a page plays: its sources and the description under the player. */
export type VideoOnPage = VideoCard & {
  url: string;
  captions: string;
  /** Sanitised HTML. */
  descriptionHtml: string;
  uploadDate: string;
};

/** The poster is the item's first image, at the clips' size when the source gives none. */
function posterOf(video: Video): VideoPoster | undefined {
  const image = video.images[0];
  if (!image) return undefined;
  return {
    url: image.url,
    width: image.width ?? VIDEO_SIZE.width,
    height: image.height ?? VIDEO_SIZE.height,
  };
}

export function videoCard(video: Video): VideoCard {
  return {
    slug: video.slug,
    path: itemPaths.videos(video),
    title: video.title,
    minutes: video.minutes,
    poster: posterOf(video),
    text: stripHtml(video.description),
  };
}

export function videoOnPage(video: Video): VideoOnPage {
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
  let slug: string;
  try {
    slug = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  try {
    return await itemBySlug("videos", slug);
  } catch (error) {
    if (error instanceof ContentUnavailableError) return undefined;
    throw error;
  }
}
