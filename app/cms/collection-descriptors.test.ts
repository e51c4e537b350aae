import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { isContentDetailPath, isContentListPath } from "~/site/pages/content-pending";
import {
  allArticles,
  collectionOfMatches,
  contentPageKinds,
  contentPageRouteIds,
  contentResourceKinds,
  contentResourcePaths,
  contentRouteId,
  detailPath,
  fillPattern,
} from "./collection-descriptors";
import type { ArticleKind } from "./types.server";

/** The public URLs of each collection, as links, feed readers and API clients know them. */
const publicUrls: Record<ArticleKind, { list: string; detail: string; feed: string; json: string }> = {
  blogs: {
    list: "/blogs",
    detail: "/blogs/:id/:slug",
    feed: "/blogs/rss.xml",
    json: "/api/strapi/northpeak-website-blogs",
  },
  news: {
    list: "/news-list",
    detail: "/news/:id",
    feed: "/news/rss.xml",
    json: "/api/strapiNews/northpeak-website-news",
  },
};

/** An item whose key (a Strapi 5 documentId) is not its numeric id, with a non-Latin title. */
const item = { id: 63, key: "f4poi207t5a4wjkb3ao2btx2", title: "東京 オフィス: a new floor" };

/** A path's params (as the router matches the decoded path) filled back into the pattern. */
const refilled = (pattern: string, path: string) =>
  fillPattern(pattern, matchPath(pattern, decodeURI(path))?.params ?? {});

describe.each(allArticles)("the $key collection", (collection) => {
  const urls = publicUrls[collection.key];

  it("keeps its public URLs", () => {
    expect(collection.routes.list).toBe(urls.list);
    expect(collection.routes.detail).toBe(urls.detail);
    expect(collection.routes.feed).toBe(urls.feed);
  });

  it("is registered at each of its patterns, under ids the server knows and its pages find it by", () => {
    for (const kind of [...contentPageKinds, ...contentResourceKinds]) {
      const id = contentRouteId(collection.key, kind);
      expect(routes.find((route) => route.id === id)?.path, id).toBe(collection.routes[kind].slice(1));
      expect(collectionOfMatches([{ id: "root" }, { id }, undefined]), id).toBe(collection);
    }
  });

  // The document shell matches these paths on its own, to stay out of the descriptors' bundle.
  it("has its list and item pages known to the shell's loading state, its feed not", () => {
    expect(isContentListPath(collection.routes.list)).toBe(true);
    expect(isContentDetailPath(detailPath(collection, item))).toBe(true);
    expect(isContentDetailPath(collection.routes.feed)).toBe(false);
    expect(isContentListPath(collection.routes.feed)).toBe(false);
  });

  it("makes an item's URL from its stable key, and reads it back as the item's own", () => {
    const own = detailPath(collection, item);
    expect(own.split("/")[2]).toBe(item.key);
    expect(() => decodeURI(own)).not.toThrow();
    expect(refilled(collection.routes.detail, own)).toBe(own);
  });

  it("takes any other spelling that names the item for another URL, to be redirected", () => {
    const own = detailPath(collection, item);
    const byNumericId = own.replace(item.key, String(item.id));
    expect(refilled(collection.routes.detail, byNumericId)).not.toBe(own);
    if (collection.routes.detail.includes(":slug")) {
      const oldTitle = detailPath(collection, { ...item, title: "An older title" });
      expect(refilled(collection.routes.detail, oldTitle)).not.toBe(own);
    }
  });
});

describe("the content routes", () => {
  it("find no collection for a route of another page", () => {
    expect(() => collectionOfMatches([{ id: "root" }, { id: "routes/home" }])).toThrow(/No content route/);
  });

  it("are served by one module per kind of page, none written for one collection alone", () => {
    const files = routes.map((route) => route.file);
    expect(files.filter((file) => /blog|news/i.test(file))).toEqual([]);
    for (const kind of [...contentPageKinds, ...contentResourceKinds]) {
      const modules = allArticles.map((c) => routes.find((r) => r.id === contentRouteId(c.key, kind))?.file);
      expect(new Set(modules).size, kind).toBe(1);
    }
  });

  it("list every collection's page route ids and resource paths once", () => {
    expect(contentPageRouteIds).toEqual([
      "blogs-list",
      "blogs-detail",
      "news-list",
      "news-detail",
      "careers",
      "careers-opening",
      "our-team",
      "insights",
      "case-study",
      "media",
      "video",
    ]);
    expect(contentResourcePaths).toEqual(Object.values(publicUrls).flatMap((urls) => [urls.feed, urls.json]));
  });
});
