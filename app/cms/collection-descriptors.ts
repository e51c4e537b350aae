import { slugify } from "../lib/slug";
import { brand } from "../site/brand";
import type { SitePage } from "../site/page";
import { type CollectionCopy, contentCopy, contentPages } from "../site/pages/content";
import type { CollectionKind } from "./types";

/**
 * Blog and news are one concept: a collection of items from the content source, shown by the same
 * four kinds of page. This module says what each collection is (its URLs, its words) and is safe
 * in the browser. The route table (app/routes.ts) registers one module per page kind for each
 * collection from these patterns, and the server learns from them which answers depend on the
 * content; metrics, caches, the sitemap and the preview link go over `allCollections` too.
 *
 * A collection is named once, with its item type, in CollectionItems (types.ts); every table keyed
 * by collection then needs its entry, and the compiler names each: its descriptor here, its copy
 * and list page in app/site/pages/content.ts, its parts (shape, order, how an item becomes a card,
 * a page, a feed item and JSON) in collection-parts.server.ts, and how each source reads it
 * (local.server.ts, strapi.server.ts).
 */

/** Pages of a collection: its list and one page per item. */
export const contentPageKinds = ["list", "detail"] as const;
/** Documents made from a collection: its RSS feed and its published JSON. */
export const contentResourceKinds = ["feed", "json"] as const;
export type ContentRouteKind = (typeof contentPageKinds)[number] | (typeof contentResourceKinds)[number];

export type Collection = {
  key: CollectionKind;
  /** The route pattern of each kind of page, exactly as the router matches it. */
  routes: Readonly<Record<ContentRouteKind, string>>;
  /** The collection's name in the JSON API's path (and in the CMS). */
  apiName: string;
  /** What the CMS's preview link calls one of its entries (`?type=blog`). */
  entryType: string;
  /** The list page: its path, heading and what search engines are told of it. */
  page: SitePage;
  /** The words its pages show (app/site). */
  copy: CollectionCopy;
  /** The values of the detail pattern's segments that make an item's own URL. */
  detailParams(item: { key: string; title: string }): Record<string, string>;
};

/** The CMS's name of a collection: {productKey}-website-blogs, {productKey}-website-news. */
export function collectionName(productKey: string, key: CollectionKind): string {
  return `${productKey}-website-${key}`;
}

const blogs: Collection = {
  key: "blogs",
  routes: {
    list: contentPages.blogs.path,
    detail: "/blogs/:id/:slug",
    feed: contentCopy.blogs.feedPath,
    json: "/api/strapi/:collection",
  },
  apiName: collectionName(brand.productKey, "blogs"),
  entryType: "blog",
  page: contentPages.blogs,
  copy: contentCopy.blogs,
  // The id segment carries the stable key; the slug follows the title, so an edited title moves it.
  detailParams: (post) => ({ id: post.key, slug: slugify(post.title) }),
};

const news: Collection = {
  key: "news",
  routes: {
    list: contentPages.news.path,
    detail: "/news/:id",
    feed: contentCopy.news.feedPath,
    json: "/api/strapiNews/:collection",
  },
  apiName: collectionName(brand.productKey, "news"),
  entryType: "news",
  page: contentPages.news,
  copy: contentCopy.news,
  detailParams: (item) => ({ id: item.key }),
};

export const collections: Readonly<Record<CollectionKind, Collection>> = { blogs, news };
export const allCollections: readonly Collection[] = Object.values(collections);

/**
 * A table with an entry for every collection, each made from its key; `Table` says what each
 * collection's entry is, e.g. `{ [K in CollectionKind]: ContentCache<ItemOf<K>[]> }`.
 */
export function perCollection<Table extends Record<CollectionKind, unknown>>(
  make: <K extends CollectionKind>(kind: K) => Table[K],
): { [K in CollectionKind]: Table[K] } {
  // Written out, so the compiler checks that every collection has its entry and nothing else has;
  // in the order of `collections`, as allCollections lists them.
  return { blogs: make("blogs"), news: make("news") };
}

/**
 * A path of the pattern with these segment values, each percent-encoded (so non-Latin slugs make
 * valid URLs). Given a request's own params it spells the URL as the router read it; given an
 * item's detailParams it spells the item's own URL.
 */
export function fillPattern(pattern: string, params: Readonly<Record<string, string | undefined>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

/**
 * Whether a detail URL, as the router read it (its params), is the item's own. Any other spelling
 * that names the item (an id it has or once had, a slug of an older title) is answered with a
 * redirect to its own, so each item has one URL for readers, crawlers and caches.
 */
export function isOwnDetailUrl(
  collection: Collection,
  params: Readonly<Record<string, string | undefined>>,
  ownPath: string,
): boolean {
  return fillPattern(collection.routes.detail, params) === ownPath;
}

/** An item's own detail URL, e.g. /blogs/{key}/{slug} or /news/{key}. */
export function detailPath(collection: Collection, item: { key: string; title: string }): string {
  return fillPattern(collection.routes.detail, collection.detailParams(item));
}

/** The id of a collection's route of this kind in the route table. */
export const contentRouteId = (key: CollectionKind, kind: ContentRouteKind) => `${key}-${kind}`;

/** The path of a collection's route of this kind as the route table registers it (no leading slash). */
export const contentRoutePath = (collection: Collection, kind: ContentRouteKind) =>
  collection.routes[kind].slice(1);

/** Every kind of route a collection has: its pages, then its documents. */
export const contentRouteKinds: readonly ContentRouteKind[] = [...contentPageKinds, ...contentResourceKinds];
const collectionByRouteId = new Map(
  allCollections.flatMap((c) => contentRouteKinds.map((kind) => [contentRouteId(c.key, kind), c] as const)),
);

/**
 * The collection a content route serves, named by the route the router matched rather than read
 * again from the URL: the matches a meta function or a component is given (the route's own id is
 * among them).
 */
export function collectionOfMatches(matches: readonly ({ id: string } | undefined)[]): Collection {
  for (const match of matches) {
    const collection = match && collectionByRouteId.get(match.id);
    if (collection) return collection;
  }
  throw new Error(`No content route among ${matches.map((match) => match?.id).join(", ")}`);
}

/** The route ids of every collection's pages: their HTML depends only on the path and the content. */
export function contentPageRouteIds(): string[] {
  return allCollections.flatMap((c) => contentPageKinds.map((kind) => contentRouteId(c.key, kind)));
}

/** The one spelling of every collection's feed and JSON document. */
export function contentResourcePaths(): string[] {
  return allCollections.flatMap((c) => [
    c.routes.feed,
    fillPattern(c.routes.json, { collection: c.apiName }),
  ]);
}
