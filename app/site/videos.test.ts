import { describe, expect, it } from "vitest";
import { durationLine, videoHeading, videoJsonLd, videoSeries } from "./videos";

describe("the video series' lines", () => {
  it("writes the duration line as '2 Min | 9 Videos', counting the videos it is given", () => {
    expect(durationLine(2, 9)).toBe("2 Min | 9 Videos");
    expect(durationLine(4, 10)).toBe("4 Min | 10 Videos");
  });

  it("prefixes a video's title with the series name", () => {
    expect(videoHeading("Overview")).toBe(`${videoSeries.name}: Overview`);
  });

  it("describes a video as schema.org VideoObject with absolute URLs", () => {
    const facts = {
      title: "Data Aggregation",
      text: "How PRIZM rolls rates up.",
      path: "/video/data-aggregration",
      url: "/media/data-aggregration.mp4",
      poster: { url: "/images/videos/data-aggregration.jpg" },
      uploadDate: "2025-03-10",
      minutes: 3,
    };
    expect(videoJsonLd(facts, "https://www.example.com/")).toEqual({
      "@context": "https://schema.org",
      "@type": "VideoObject",
      name: `${videoSeries.name}: Data Aggregation`,
      description: "How PRIZM rolls rates up.",
      thumbnailUrl: ["https://www.example.com/images/videos/data-aggregration.jpg"],
      uploadDate: "2025-03-10",
      duration: "PT3M",
      contentUrl: "https://www.example.com/media/data-aggregration.mp4",
      embedUrl: "https://www.example.com/video/data-aggregration",
      isPartOf: { "@type": "CreativeWorkSeries", name: videoSeries.name },
    });
    expect(videoJsonLd({ ...facts, poster: undefined }, "https://www.example.com").thumbnailUrl).toEqual([]);
  });
});
