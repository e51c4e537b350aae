/** The videos of content/videos in viewing order, as the site serves them, for tests that check their pages. */
import path from "node:path";
import { itemPaths } from "../../app/cms/collection-descriptors";
import { sortItems } from "../../app/cms/item-order.server";
import { localSource } from "../../app/cms/local.server";
import { stripHtml } from "../../app/lib/excerpt.server";
import { videoHeading } from "../../app/site/videos";

const root = path.resolve(import.meta.dirname, "../..");
const videos = sortItems("videos", await localSource(path.join(root, "content")).read("videos"));

/** Each video with its page's path, heading, and description as plain text. */
export const localVideos = videos.map((video) => ({
  ...video,
  path: itemPaths.videos(video),
  heading: videoHeading(video.title),
  text: stripHtml(video.description),
}));
