import { slugify } from "../lib/slug";
import { brand } from "../site/brand";
import type { SitePage } from "../site/page";
import { type CollectionCopy, contentCopy, contentPages } from "../site/pages/content";
import type { ArticleKind, CollectionKind, ItemOf } from "./types.server";

/** The content collections (safe in the browser) that caches, metrics, the sitemap and preview go through. */

/** Pages of a collection: its list and one page per item. */
export const contentPageKinds = ["list", "detail"] as const;
/** Documents made from a collection: its RSS feed and its JSON API. */
export const contentResourceKinds = ["feed", "json"] as const;
export type ContentRouteKind = (typeof contentPageKinds)[number] | (typeof contentResourceKinds)[number];

export type Collection = {
  key: CollectionKind;
  /** The collection's name in the CMS (and in the articles' JSON API path). */
  apiName: string;
  /** What the CMS's preview link calls one of its entries (`?type=blog`). */
  entryType: string;
  /**
   * The ids of the routes whose pages show its items: their HTML depends only on the path and the
   * content, so the server renders each once per content version.
   */
  pageRoutes: readonly string[];
  /** The route of an item's own page, for items that have one at /{prefix}/:slug. */
  itemRoute?: { id: string; path: string };
};

/** A collection of articles: its list page, a page per item, a feed and a JSON document. */
export type ArticleCollection = Collection & {
  key: ArticleKind;
  routes: Readonly<Record<ContentRouteKind, string>>;
  /** The list page: its path, heading and meta. */
  page: SitePage;
  /** The text its pages show (app/site). */
  copy: CollectionCopy;
};

/** The CMS's name of a collection: {productKey}-website-blogs, {productKey}-website-news. */
const apiNameOf = (key: CollectionKind) => `${brand.productKey}-website-${key}`;

const blogs: ArticleCollection = {
  key: "blogs",
  routes: {
    list: contentPages.blogs.path,
    detail: "/blogs/:id/:slug",
    feed: contentCopy.blogs.feedPath,
    json: "/api/strapi/:collection",
  },
  apiName: apiNameOf("blogs"),
  entryType: "blog",
  pageRoutes: ["blogs-list", "blogs-detail"],
  page: contentPages.blogs,
  copy: contentCopy.blogs,
};

const news: ArticleCollection = {
  key: "news",
  routes: {
    list: contentPages.news.path,
    detail: "/news/:id",
    feed: contentCopy.news.feedPath,
    json: "/api/strapiNews/:collection",
  },
  apiName: apiNameOf("news"),
  entryType: "news",
  pageRoutes: ["news-list", "news-detail"],
  page: contentPages.news,
  copy: contentCopy.news,
};

export const articles: Readonly<Record<ArticleKind, ArticleCollection>> = { blogs, news };
export const allArticles: readonly ArticleCollection[] = Object.values(articles);

/** The pages of the items that have one of their own. */
const openingRoute = { id: "careers-opening", path: "/careers/:slug" };
const caseStudyRoute = { id: "case-study", path: "/insights/:slug" };
const videoRoute = { id: "video", path: "/video/:slug" };

/** A collection whose items are shown on pages of their own kind (careers, team, ...). */
function pagesCollection(
  key: CollectionKind,
  entryType: string,
  listRoutes: readonly string[],
  itemRoute?: { id: string; path: string },
): Collection {
  const pageRoutes = itemRoute ? [...listRoutes, itemRoute.id] : listRoutes;
  return { key, apiName: apiNameOf(key), entryType, pageRoutes, itemRoute };
}

export const collections: Readonly<Record<CollectionKind, Collection>> = {
  blogs,
  news,
  careers: pagesCollection("careers", "opening", ["careers"], openingRoute),
  team: pagesCollection("team", "person", ["our-team"]),
  "case-studies": pagesCollection("case-studies", "case-study", ["insights"], caseStudyRoute),
  videos: pagesCollection("videos", "video", ["media"], videoRoute),
};
export const allCollections: readonly Collection[] = Object.values(collections);

/** The path of the page that shows an item (people are shown on /our-team). */
export const itemPaths: { readonly [K in CollectionKind]: (item: ItemOf<K>) => string } = {
  blogs: (post) => detailPath(blogs, post),
  news: (item) => detailPath(news, item),
  careers: (opening) => fillPattern(openingRoute.path, { slug: opening.slug }),
  team: () => "/our-team",
  "case-studies": (study) => fillPattern(caseStudyRoute.path, { slug: study.slug }),
  videos: (video) => fillPattern(videoRoute.path, { slug: video.slug }),
};

/** Fills a route pattern with percent-encoded segment values (so non-Latin slugs make valid URLs). */
export function fillPattern(pattern: string, params: Readonly<Record<string, string | undefined>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

/** An item's own detail URL, e.g. /blogs/{key}/{slug} or /news/{key}. */
export function detailPath(collection: ArticleCollection, item: { key: string; title: string }): string {
  // The id is the stable key; the slug (blogs only) follows the title, so it changes when the title is edited.
  return fillPattern(collection.routes.detail, { id: item.key, slug: slugify(item.title) });
}

/** The id of a collection's route of this kind in the route table. */
export const contentRouteId = (key: ArticleKind, kind: ContentRouteKind) => `${key}-${kind}`;

/** The collection a content route serves, found from the matched route ids, not from the URL. */
export function collectionOfMatches(matches: readonly ({ id: string } | undefined)[]): ArticleCollection {
  const ids = matches.map((match) => match?.id);
  const collection = allArticles.find((c) =>
    [...contentPageKinds, ...contentResourceKinds].some((kind) => ids.includes(contentRouteId(c.key, kind))),
  );
  if (collection) return collection;
  throw new Error(`No content route among ${ids.join(", ")}`);
}

/** The route ids of every collection's pages: their HTML depends only on the path and the content. */
export const contentPageRouteIds = allCollections.flatMap((c) => c.pageRoutes);

/** The path of every collection's feed and JSON document. */
export const contentResourcePaths = allArticles.flatMap((c) => [
  c.routes.feed,
  fillPattern(c.routes.json, { collection: c.apiName }),
]);
