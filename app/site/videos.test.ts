import { describe, expect, it } from "vitest";
import { durationLine, findVideo, videoJsonLd, videoSeries, videos } from "./videos";

describe("the video series", () => {
  it("has the nine videos of the series, data-aggregration spelled so, the overview first", () => {
    expect(videos.map((v) => v.name)).toEqual([
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
  });

  it("gives every video its own clip, poster and captions, and 2 to 4 minutes", () => {
    for (const v of videos) {
      expect(v.url).toBe(`/media/${v.name}.mp4`);
      expect(v.thumbnail).toBe(`/images/videos/${v.name}.jpg`);
      expect(v.captions).toBe(`/media/${v.name}.vtt`);
      expect(v.minutes).toBeGreaterThanOrEqual(2);
      expect(v.minutes).toBeLessThanOrEqual(4);
    }
  });

  it("finds a video by name whatever its case, and nothing for other names", () => {
    expect(findVideo("Data-Aggregration")?.name).toBe("data-aggregration");
    expect(findVideo("data-aggregation")).toBeUndefined();
  });

  it("writes the duration line as '2 Min | 9 Videos'", () => {
    expect(durationLine({ minutes: 2 })).toBe("2 Min | 9 Videos");
    expect(durationLine(findVideo("build-query")!)).toBe("4 Min | 9 Videos");
  });

  it("describes a video as schema.org VideoObject with absolute URLs", () => {
    const v = findVideo("data-aggregration")!;
    expect(videoJsonLd(v, "https://www.example.com/")).toEqual({
      "@context": "https://schema.org",
      "@type": "VideoObject",
      name: `${videoSeries.name}: Data Aggregation`,
      description: v.description,
      thumbnailUrl: ["https://www.example.com/images/videos/data-aggregration.jpg"],
      uploadDate: videoSeries.uploadDate,
      duration: "PT3M",
      contentUrl: "https://www.example.com/media/data-aggregration.mp4",
      embedUrl: "https://www.example.com/video/data-aggregration",
      isPartOf: { "@type": "CreativeWorkSeries", name: videoSeries.name },
    });
  });
});
