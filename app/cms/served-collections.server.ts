import { data, matchPath } from "react-router";
import { NO_STORE } from "~/http/no-store";
import { logger } from "~/lib/logger.server";
import { goneCopy, type MessagePage } from "~/site/message-pages";
import { notFound } from "~/http/not-found.server";
import { previewBannerOf } from "./preview-banner.server";
import { collectionParts, type ServedCollection, serveCollection } from "./collection-parts.server";
import {
  allArticles,
  allCollections,
  contentRouteId,
  contentRouteKinds,
  contentRoutePath,
  fillPattern,
  itemPaths,
} from "./collection-descriptors";
import {
  type ArticleKind,
  blogLastUpdated,
  type CollectionKind,
  ContentUnavailableError,
  type ContentView,
  type ItemOf,
} from "./types";
import { formerNames, readItems } from "./content-service.server";
import { findItem, movedTo, pageHeaders, RETRY_AFTER_SECONDS, readCollection } from "./page-data.server";
import { contentViewOf } from "./preview.server";

const serve = <K extends ArticleKind>(kind: K): ServedCollection =>
  serveCollection(collectionParts[kind], {
    read: (view) => readItems(kind, view),
    formerKey: (id) => formerNames.keyOf(kind, id),
  });

/** The articles as their pages serve them, read through the content cache. */
export const servedCollections: Readonly<Record<ArticleKind, ServedCollection>> = {
  blogs: serve("blogs"),
  news: serve("news"),
};

// Only loaders look up by pattern, so this map stays out of the browser bundle.
const servedByRoutePath = new Map(
  allArticles.flatMap((c) =>
    contentRouteKinds.map((kind) => [contentRoutePath(c, kind), servedCollections[c.key]] as const),
  ),
);

/** The served collection of the route whose pattern (`blogs/:id/:slug`) the router gave a loader. */
export function servedOfPattern(pattern: string): ServedCollection {
  const served = servedByRoutePath.get(pattern.replace(/^\/+/, ""));
  if (!served) throw new Error(`No content route has the pattern ${pattern}`);
  return served;
}

/** An id no item can have (keys start with a letter or digit), for the URL of "no such item". */
const NO_ITEM_ID = "-";

/** The item of a list a page's slug names, whatever the case of the URL (routes match so). */
function findBySlug<T extends { slug?: string }>(items: readonly T[], slug: string): T | undefined {
  const wanted = slug.toLowerCase();
  return items.find((item) => item.slug?.toLowerCase() === wanted);
}

/** The item a page's slug names. */
export async function itemBySlug<K extends CollectionKind>(
  kind: K,
  slug: string,
  view: ContentView,
): Promise<ItemOf<K> | undefined> {
  const items: readonly (ItemOf<K> & { slug?: string })[] = await readItems(kind, view);
  return findBySlug(items, slug);
}

/** The routes of items' own pages at /{prefix}/:slug, with their collection. */
const slugRoutes = allCollections.flatMap(({ key, itemRoute }) => (itemRoute ? [{ key, ...itemRoute }] : []));

/** Whether an item page's URL names an item: by its key or id (articles) or by its slug. */
async function namesItem(routeId: string | undefined, pathname: string) {
  const article = allArticles.find((c) => contentRouteId(c.key, "detail") === routeId);
  const rawId = article && matchPath(article.routes.detail, pathname)?.params.id;
  if (article && rawId !== undefined)
    return { pattern: article.routes.detail, found: servedCollections[article.key].find(rawId, "published") };
  const route = slugRoutes.find((candidate) => candidate.id === routeId);
  const slug = route && matchPath(route.path, pathname)?.params.slug;
  if (route && slug !== undefined) {
    // A slug an item once had answers for itself: a redirect to the item, or 410 for a removed one.
    const found = async () =>
      (await itemBySlug(route.key, slug, "published")) ?? (await formerKeyOf(route.key, slug));
    return { pattern: route.path, found: found() };
  }
  return undefined;
}

/**
 * For an item page's URL that names no current or former item: one URL standing for all such, since
 * their not-found pages are identical. Undefined otherwise, and while the source is down (the page
 * then 503s).
 */
export async function missingItemStandIn(routeId: string | undefined, pathname: string) {
  const lookup = await namesItem(routeId, pathname);
  if (!lookup) return undefined;
  try {
    if (await lookup.found) return undefined;
  } catch (error) {
    if (error instanceof ContentUnavailableError) return undefined;
    throw error;
  }
  return fillPattern(lookup.pattern, { id: NO_ITEM_ID, slug: NO_ITEM_ID });
}

/** When an item last changed: the sitemap's lastmod of its page (people date the team page). */
const lastModified: { readonly [K in CollectionKind]: (item: ItemOf<K>) => string | undefined } = {
  blogs: blogLastUpdated,
  news: (item) => item.date,
  careers: (opening) => opening.updatedAt ?? opening.posted,
  team: (person) => person.updatedAt,
  "case-studies": (study) => study.updatedAt,
  videos: (video) => video.updatedAt ?? video.uploadDate,
};

/** Every published item's page and date in a collection: the sitemap's entries. */
export async function sitemapLinks<K extends CollectionKind>(kind: K) {
  const pathOf: (item: ItemOf<K>) => string = itemPaths[kind];
  const dateOf: (item: ItemOf<K>) => string | undefined = lastModified[kind];
  return (await readItems(kind, "published")).map((item) => ({ path: pathOf(item), date: dateOf(item) }));
}

/** The page of the entry the CMS's preview link names, drafts included; former ids are not matched. */
export async function previewPath<K extends CollectionKind>(
  kind: K,
  rawId: string,
): Promise<string | undefined> {
  const item = await findItem(await readItems(kind, "preview"), rawId, async () => undefined);
  const pathOf: (item: ItemOf<K>) => string = itemPaths[kind];
  return item && pathOf(item);
}

/** What a page's loader gets beside its items: the view, its headers and the preview banner's markup. */
const shownPage = (view: ContentView, url: URL) => ({
  view,
  headers: pageHeaders(true, view),
  previewBanner: previewBannerOf(view, url),
});

/** The page a loader answers for: a client navigation's request is for {path}.data, `url` is the page's. */
type PageRequest = { request: Request; url: URL };

/** A collection's items for a page; while the source is down and nothing is kept, it answers 503 (thrown). */
async function readForPage<K extends CollectionKind>(kind: K, view: ContentView): Promise<ItemOf<K>[]> {
  const items = await readCollection(() => readItems(kind, view), kind, "page");
  if (items) return items;
  throw data(null, {
    status: 503,
    headers: { "Cache-Control": NO_STORE, "Retry-After": RETRY_AFTER_SECONDS },
  });
}

/** A collection's items for a page that lists them (drafts too in the editors' preview). */
export async function itemsOfPage<K extends CollectionKind>(kind: K, { request, url }: PageRequest) {
  const view = contentViewOf(request);
  return { items: await readForPage(kind, view), ...shownPage(view, url) };
}

/** The collections whose items have pages at /{prefix}/:slug, and where a removed item's page points. */
type SlugKind = keyof typeof goneCopy.links;

/** The key of the item once shown under this slug; a failed lookup only costs the redirect. */
async function formerKeyOf(kind: CollectionKind, slug: string): Promise<string | undefined> {
  try {
    return await formerNames.keyOfSlug(kind, slug);
  } catch (error) {
    logger.warn({ err: error, collection: kind, slug }, "former slug not looked up");
    return undefined;
  }
}

/**
 * The item an item page's `:slug` names, for its loader, or the answer that stands instead (thrown):
 * a 301 to the item's own URL when the slug is spelled otherwise or was the item's before, 410 when
 * the item it named was removed, 404 when no item ever had it, 503 with Retry-After while the source
 * is down and nothing is kept.
 */
export async function itemOfPage<K extends SlugKind>(
  kind: K,
  { request, url }: PageRequest,
  slug: string | undefined,
) {
  const view = contentViewOf(request);
  const pathOf: (item: ItemOf<K>) => string = itemPaths[kind];
  if (slug === undefined) throw notFound(pageHeaders(false, view));
  const items = await readForPage(kind, view);
  const item = findBySlug(items, slug);
  if (item) {
    const own = pathOf(item);
    if (url.pathname !== own) throw movedTo(own, view);
    return { item, ...shownPage(view, url) };
  }
  const formerKey = await formerKeyOf(kind, slug);
  // Keys are never empty, so an unknown former key finds nothing.
  const renamed = items.find((candidate) => candidate.key === formerKey);
  if (renamed) throw movedTo(pathOf(renamed), view);
  if (formerKey !== undefined)
    throw data(
      { page: goneCopy.page, text: goneCopy.text, link: goneCopy.links[kind] } satisfies MessagePage,
      {
        status: 410,
        headers: pageHeaders(false, view),
      },
    );
  throw notFound(pageHeaders(false, view));
}
