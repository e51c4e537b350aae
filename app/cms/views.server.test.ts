import { describe, expect, it } from "vitest";
import { sortBlogs, sortNews } from "./collection-parts.server";
import type { BlogPost, NewsItem } from "./types";
import {
  blogCard,
  blogDetail,
  blogHref,
  imageView,
  newsCard,
  newsDetail,
  trendingItem,
} from "./views.server";

const post = (over: Partial<BlogPost>): BlogPost => ({
  id: 1,
  key: String(over.id ?? 1),
  title: "Reading payer files",
  description: "<p>Body</p>",
  images: [],
  ...over,
});

describe("sort orders", () => {
  it("sorts blogs by Updated, then updatedAt, then publishedAt; ties by id; undated last", () => {
    const posts = [
      post({ id: 1, updated: "2025-01-01" }),
      post({ id: 2, updatedAt: "2025-03-01T00:00:00Z" }),
      post({ id: 3, publishedAt: "2025-02-01T00:00:00Z" }),
      post({ id: 4 }),
      post({ id: 5, updated: "2025-01-01", updatedAt: "2026-01-01T00:00:00Z" }),
    ];
    expect(sortBlogs(posts).map((p) => p.id)).toEqual([2, 3, 5, 1, 4]);
  });
  it("sorts news by Date descending with undated items last", () => {
    const items: NewsItem[] = [
      { id: 1, key: "1", title: "a", description: "", date: "2025-01-01", images: [] },
      { id: 2, key: "2", title: "b", description: "", images: [] },
      { id: 3, key: "3", title: "c", description: "", date: "2025-05-01", images: [] },
    ];
    expect(sortNews(items).map((i) => i.id)).toEqual([3, 1, 2]);
  });
});

describe("views", () => {
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
    expect(() => blogCard(post({ images: [stray] }))).not.toThrow();
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

  it("makes blog cards with the slugged href, short date and 100-character excerpt", () => {
    const card = blogCard(
      post({
        id: 7,
        title: "Hello, World!",
        updated: "2025-03-04",
        description: `<p>${"x".repeat(120)}</p>`,
      }),
    );
    expect(card.href).toBe("/blogs/7/hello-world");
    expect(card.dateLabel).toBe("Mar 4, 2025");
    expect(card.excerpt).toBe(`${"x".repeat(100)}...`);
    expect(card.image).toBeNull();
  });

  it("percent-encodes non-Latin slugs in hrefs", () => {
    expect(blogHref({ key: "2", title: "東京 オフィス" })).toBe(
      `/blogs/2/${encodeURIComponent("東京-オフィス")}`,
    );
  });

  it("builds links from the stable key, not the numeric id a Strapi 5 edit changes", () => {
    const edited = post({ id: 62, key: "f4poi207t5a4wjkb3ao2btx2", title: "Payer files, revised" });
    expect(blogHref(edited)).toBe("/blogs/f4poi207t5a4wjkb3ao2btx2/payer-files-revised");
    expect(blogCard(edited).href).toBe(blogHref(edited));
    expect(newsCard({ id: 63, key: "n5doc", title: "N", description: "", images: [] }).href).toBe(
      "/news/n5doc",
    );
  });

  it("cuts trending text at 60", () => {
    expect(trendingItem(post({ title: "t".repeat(70) })).text).toBe(`${"t".repeat(60)}...`);
  });

  it("defaults the author to the admin label and describes the post in 150 characters", () => {
    const detail = blogDetail(
      post({ description: `<p>${"word ".repeat(50)}</p>`, images: [image, image] }),
      "Admin",
    );
    expect(detail.author).toBe("Admin");
    expect(detail.description.length).toBeLessThanOrEqual(150);
    expect(detail.secondImage).not.toBeNull();
  });

  it("shows the news item's second image on its detail and the first on its card", () => {
    const second = { ...image, url: "/b.png", medium: undefined, large: undefined };
    const item: NewsItem = {
      id: 3,
      key: "3",
      title: "N",
      description: "<p>x</p>",
      date: "2025-10-21",
      images: [image, second],
    };
    expect(newsCard(item).image?.src).toBe(image.large.url);
    expect(newsDetail(item).image?.src).toBe("/b.png");
    expect(newsDetail({ ...item, images: [image] }).image?.src).toBe(image.large.url);
    expect(newsCard(item).href).toBe("/news/3");
  });
});
