import { describe, expect, it } from "vitest";
import { imageView } from "./collection-parts.server";
import type { BlogPost, NewsItem } from "./types";
import { sortItems } from "./item-order.server";

describe("the order of the collections' lists", () => {
  it("lists blogs by Updated, then updatedAt, then publishedAt, news by Date; ties by id, undated last", () => {
    const untitled = (id: number) => ({ id, key: String(id), title: "t", description: "", images: [] });
    const post = (over: Partial<BlogPost> & { id: number }): BlogPost => ({ ...untitled(over.id), ...over });
    const posts = [
      post({ id: 1, updated: "2025-01-01" }),
      post({ id: 2, updatedAt: "2025-03-01T00:00:00Z" }),
      post({ id: 3, publishedAt: "2025-02-01T00:00:00Z" }),
      post({ id: 4 }),
      post({ id: 5, updated: "2025-01-01", updatedAt: "2026-01-01T00:00:00Z" }),
    ];
    expect(sortItems("blogs", posts).map((p) => p.id)).toEqual([2, 3, 5, 1, 4]);
    const item = (id: number, date?: string): NewsItem => ({ ...untitled(id), date });
    expect(
      sortItems("news", [item(1, "2025-01-01"), item(2), item(3, "2025-05-01")]).map((i) => i.id),
    ).toEqual([3, 1, 2]);
  });
});

describe("imageView", () => {
  const image = {
    url: "https://cms.example.com/uploads/a.png",
    alt: "",
    width: 1600,
    height: 900,
    medium: { url: "https://cms.example.com/uploads/medium_a.png", width: 750, height: 422 },
    large: { url: "https://cms.example.com/uploads/large_a.png", width: 1000, height: 563 },
  };

  it("builds a srcset from the medium and large formats and the original", () => {
    const view = imageView(image, "Fallback alt", "100vw");
    expect(view).toEqual({
      src: "https://cms.example.com/uploads/large_a.png",
      srcSet:
        "https://cms.example.com/uploads/medium_a.png 750w, https://cms.example.com/uploads/large_a.png 1000w, https://cms.example.com/uploads/a.png 1600w",
      sizes: "100vw",
      alt: "Fallback alt",
      width: 1600,
      height: 900,
    });
  });

  it("omits srcset when every format is the same file, and gives null for no image", () => {
    const same = {
      url: "/a.svg",
      alt: "A",
      medium: { url: "/a.svg", width: 750 },
      large: { url: "/a.svg", width: 1000 },
    };
    expect(imageView(same, "", "100vw")?.srcSet).toBeUndefined();
    expect(imageView(undefined, "", "100vw")).toBeNull();
  });

  it("drops a srcset candidate whose URL decodeURI rejects instead of failing the whole view", () => {
    const stray = { ...image, medium: { url: "https://cms.example.com/uploads/100%_a.png", width: 750 } };
    expect(imageView(stray, "", "100vw")?.srcSet).toBe(
      "https://cms.example.com/uploads/large_a.png 1000w, https://cms.example.com/uploads/a.png 1600w",
    );
    const onlyOneLeft = {
      url: "/uploads/50%.png",
      alt: "",
      width: 1600,
      large: { url: "/uploads/%E0%A4%A.png", width: 1000 },
    };
    expect(imageView(onlyOneLeft, "", "100vw")).toMatchObject({ src: "/uploads/%E0%A4%A.png" });
    expect(imageView(onlyOneLeft, "", "100vw")?.srcSet).toBeUndefined();
  });

  it("percent-encodes srcset URLs once", () => {
    const spaced = {
      ...image,
      medium: { url: "https://cms.example.com/uploads/my photo%20x.png", width: 750 },
    };
    expect(imageView(spaced, "", "100vw")?.srcSet).toMatch(
      /^https:\/\/cms\.example\.com\/uploads\/my%20photo%20x\.png 750w, /,
    );
  });
});
