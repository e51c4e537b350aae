import { describe, expect, it } from "vitest";
import { collectionParts, shareImageOf } from "~/cms/article-pages.server";
import { loaderPageMeta, pageMeta } from "./meta";
import { NOINDEX_ROBOTS } from "~/document/seo";
import { generatedSharePath } from "~/lib/share-image";

const args = { matches: [{ id: "root", loaderData: { origin: "https://www.example.com" } }] };

function content(tags: ReturnType<typeof pageMeta>, key: string) {
  const tag = tags.find((t) => ("property" in t && t.property === key) || ("name" in t && t.name === key));
  return tag && "content" in tag ? tag.content : undefined;
}

describe("link-preview image meta", () => {
  it("points an indexable page at its build-made 1200 × 630 PNG card, on PUBLIC_URL", () => {
    const tags = pageMeta(args, { path: "/our-team", title: "Our Team", description: "People" });
    expect(content(tags, "og:image")).toBe("https://www.example.com/generated/og/our-team.png");
    expect(content(tags, "twitter:image")).toBe(content(tags, "og:image"));
    expect(content(tags, "og:image:width")).toBe("1200");
    expect(content(tags, "og:image:height")).toBe("630");
    expect(content(tags, "og:image:type")).toBe("image/png");
  });

  it("names the home page's card index.png and a post's after its path", () => {
    expect(generatedSharePath("/")).toBe("/generated/og/index.png");
    expect(generatedSharePath("/blogs/3/a-title/")).toBe("/generated/og/blogs/3/a-title.png");
  });

  it("gives pages kept out of the index the default card (no card is made for them)", () => {
    const tags = pageMeta(args, {
      path: "/blogs/99/gone",
      title: "x",
      description: "y",
      robots: NOINDEX_ROBOTS,
    });
    expect(content(tags, "og:image")).toBe("https://www.example.com/og-default.png");
    expect(content(tags, "og:image:type")).toBe("image/png");
  });

  it("keeps a page's own image with its size and type", () => {
    const image = {
      url: "https://cms.example.com/uploads/large_a.jpg",
      width: 1000,
      height: 563,
      type: "image/jpeg" as const,
    };
    const tags = pageMeta(args, { path: "/blogs/1/a", title: "A", description: "B", image });
    expect(content(tags, "og:image")).toBe(image.url);
    expect(content(tags, "og:image:width")).toBe("1000");
    expect(content(tags, "og:image:type")).toBe("image/jpeg");
  });
});

describe("shareImageOf", () => {
  it("takes a Strapi image's large format when it is a JPEG or PNG", () => {
    expect(
      shareImageOf({
        url: "https://cms.example.com/uploads/a.webp",
        alt: "",
        width: 2000,
        height: 1125,
        large: { url: "https://cms.example.com/uploads/large_a.JPG?v=2", width: 1000, height: 563 },
      }),
    ).toEqual({
      url: "https://cms.example.com/uploads/large_a.JPG?v=2",
      width: 1000,
      height: 563,
      type: "image/jpeg",
    });
  });

  it("falls back to the original PNG, and gives null for SVG, WebP or an unknown size", () => {
    expect(shareImageOf({ url: "/uploads/a.png", alt: "", width: 1200, height: 630 })?.type).toBe(
      "image/png",
    );
    expect(shareImageOf({ url: "/images/blog/a.svg", alt: "", width: 1200, height: 675 })).toBeNull();
    expect(shareImageOf({ url: "/uploads/a.webp", alt: "", width: 1200, height: 675 })).toBeNull();
    expect(shareImageOf({ url: "/uploads/a.jpg", alt: "" })).toBeNull();
    expect(shareImageOf(undefined)).toBeNull();
  });

  it("is part of a post's detail view", () => {
    const post = {
      id: 1,
      key: "1",
      title: "T",
      description: "<p>x</p>",
      images: [
        {
          url: "/uploads/a.jpg",
          alt: "",
          width: 1600,
          height: 900,
          large: { url: "/uploads/large_a.jpg", width: 1000, height: 563 },
        },
      ],
    };
    expect(collectionParts.blogs.detail(post).shareImage?.url).toBe("/uploads/large_a.jpg");
  });
});

describe("loaderPageMeta", () => {
  const page = { path: "/why-northpeak", title: "Why Northpeak", description: "Reasons", heading: "Why" };

  it("gives the tags of the page the loader returned", () => {
    expect(loaderPageMeta({ ...args, loaderData: { page } })).toEqual(pageMeta(args, page));
    expect(loaderPageMeta({ ...args, loaderData: { page } })).toContainEqual({
      title: expect.stringContaining("Why Northpeak"),
    });
  });

  it("gives none without loader data (an error before the loader answered)", () => {
    expect(loaderPageMeta({ ...args, loaderData: undefined })).toEqual([]);
  });
});
