import { describe, expect, it } from "vitest";
import { contentCopy, isContentDetailPath, isContentListPath } from "./content";

describe("content paths", () => {
  it.each(["/blogs", "/news-list", "/Blogs/", "/NEWS-LIST"])("%s is a list", (path) => {
    expect(isContentListPath(path)).toBe(true);
  });
  it.each(["/blogs/1/a-title", "/news/12", "/news/12/", "/blogs/k3x9docId_a-1/a-title", "/news/k3x9docId"])(
    "%s is a detail",
    (path) => {
      expect(isContentDetailPath(path)).toBe(true);
      expect(isContentListPath(path)).toBe(false);
    },
  );
  it.each(["/", "/blogs/rss.xml", "/news/rss.xml", "/blogs/-x/y", "/news/a/b", "/news-list/2"])(
    "%s is neither",
    (path) => {
      expect(isContentDetailPath(path)).toBe(false);
      expect(isContentListPath(path)).toBe(false);
    },
  );
  it("keeps the exact apology (typographic apostrophe)", () => {
    expect(contentCopy.unavailable).toBe(
      "Sorry, we couldn\u2019t load the content right now. Please try again in a moment.",
    );
  });
});
