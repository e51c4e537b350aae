// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { BlogPost } from "~/cms/types.server";
import { collectionParts } from "~/cms/article-pages.server";
import { PLACEHOLDER_IMAGE } from "~/lib/images";
import { ContentArticle } from "./ContentArticle";

afterEach(cleanup);

function renderArticle(props: Parameters<typeof ContentArticle>[0]) {
  const router = createMemoryRouter([{ path: "/", element: <ContentArticle {...props} /> }]);
  return render(<RouterProvider router={router} />).container;
}

const back = { href: "/blogs", label: "Back to blogs" };

const post: BlogPost = {
  id: 7,
  key: "7",
  title: "A post without art",
  description: "<p>Only words.</p>",
  updated: "2025-03-01",
  publishedAt: "2025-03-01",
  images: [],
};

describe("ContentArticle", () => {
  it("shows a blog post without an image with the placeholder as its banner, in the image's box", () => {
    const view = collectionParts.blogs.detail(post).article;
    expect(view.leadImage).toBeNull();
    const images = renderArticle({ article: view, back }).querySelectorAll("article img");
    // The banner only: a missing second image stays absent: a post's second image is optional.
    expect(images).toHaveLength(1);
    const banner = images[0]!;
    expect(banner.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
    expect(banner.getAttribute("alt")).toBe("");
    // The same reserved 16:9 box as a real banner, so nothing moves when it loads (CLS 0).
    expect(banner.getAttribute("width")).toBe("1200");
    expect(banner.getAttribute("height")).toBe("675");
    expect(banner.className).toContain("aspect-video");
    expect(banner.getAttribute("loading")).toBe("eager");
  });

  it("gives a news item without an image no banner of its own, so it shows the placeholder as above", () => {
    expect(collectionParts.news.detail(post).article.leadImage).toBeNull();
  });

  it("shows the post's own banner when it has one", () => {
    const view = collectionParts.blogs.detail({
      ...post,
      images: [{ url: "/images/blog/a.svg", alt: "Art", width: 1600, height: 900 }],
    }).article;
    const banner = renderArticle({ article: view, back }).querySelector("article img")!;
    expect(banner.getAttribute("src")).toBe("/images/blog/a.svg");
    expect(banner.getAttribute("alt")).toBe("Art");
    expect(banner.getAttribute("width")).toBe("1600");
  });
});
