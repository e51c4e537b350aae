import path from "node:path";
import { describe, expect, it } from "vitest";
import { VIDEO_SIZE } from "~/site/videos";
import { itemPaths } from "./collection-descriptors";
import { sortItems } from "./item-order.server";
import { localSource } from "./local.server";
import type { Video } from "./types.server";
import { videoCard, videoOnPage } from "./video-views.server";

const video: Video = {
  id: 5,
  key: "5",
  slug: "data-aggregration",
  title: "Data Aggregation",
  description: "<p>Rates rolled up by <em>market</em> &amp; procedure.</p>\n",
  images: [{ url: "/images/videos/data-aggregration.jpg", alt: "", width: 640, height: 360 }],
  order: 50,
  minutes: 3,
  url: "/media/data-aggregration.mp4",
  captions: "/media/data-aggregration.vtt",
  uploadDate: "2025-03-10",
};

describe("a video as its pages show it", () => {
  it("links its page, shows its poster at its size and its description as plain text in lists", () => {
    expect(videoCard(video)).toEqual({
      slug: "data-aggregration",
      path: "/video/data-aggregration",
      title: "Data Aggregation",
      minutes: 3,
      poster: { url: "/images/videos/data-aggregration.jpg", width: 640, height: 360 },
      text: "Rates rolled up by market & procedure.",
    });
  });

  it("gives a poster without a size the clips' size, and a video without one no poster", () => {
    const unsized = { ...video, images: [{ url: "/p.jpg", alt: "" }] };
    expect(videoCard(unsized).poster).toEqual({ url: "/p.jpg", ...VIDEO_SIZE });
    expect(videoCard({ ...video, images: [] }).poster).toBeUndefined();
  });

  it("plays its clip with its captions and keeps its description's HTML under the player", () => {
    expect(videoOnPage(video)).toMatchObject({
      url: "/media/data-aggregration.mp4",
      captions: "/media/data-aggregration.vtt",
      descriptionHtml: video.description,
      uploadDate: "2025-03-10",
    });
  });
});

describe("the series in content/videos", () => {
  it("has the nine videos of the series in viewing order, data-aggregration spelled so, the overview first", async () => {
    const videos = sortItems("videos", await localSource(path.resolve("content")).read("videos"));
    expect(videos.map((v) => v.slug)).toEqual([
      "mrf-data-overview",
      "standard-reports",
      "custom-reports",
      "build-query",
      "data-aggregration",
      "provider-group-use-case",
      "claims-upload-and-summary",
      "claims-summary-reports",
      "mrf-quality-assurance-summary",
    ]);
    for (const v of videos) {
      expect(itemPaths.videos(v)).toBe(`/video/${v.slug}`);
      expect(v.url).toBe(`/media/${v.slug}.mp4`);
      expect(v.images[0]).toMatchObject({ url: `/images/videos/${v.slug}.jpg`, ...VIDEO_SIZE });
      expect(v.captions).toBe(`/media/${v.slug}.vtt`);
      expect(v.minutes).toBeGreaterThanOrEqual(2);
      expect(v.minutes).toBeLessThanOrEqual(4);
    }
  });
});
