/** Collections as their pages read them: the rules content pages share, item pages, sitemap and preview. */
import { data, matchPath, type Params, redirect } from "react-router";
import { NO_STORE } from "~/http/no-store";
import { notFound } from "~/http/not-found.server";
import { logger } from "~/lib/logger.server";
import { goneCopy, type MessagePage } from "~/site/message-pages";
import {
  allArticles,
  allCollections,
  contentRouteId,
  fillPattern,
  itemPaths,
} from "./collection-descriptors";
import { formerNames, readItems } from "./content-service.server";
import { CONTENT_CACHE_CONTROL } from "./http.server";
import { lastModified } from "./item-order.server";
import { previewBannerOf } from "./preview-banner.server";
import { PREVIEW_HEADERS } from "./preview-headers";
import { contentViewOf } from "./preview.server";
import { type CollectionKind, ContentUnavailableError, type ContentView, type ItemOf } from "./types.server";

/** The page a loader answers for: a client navigation's request is for {path}.data, `url` is the page's. */
export type PageRequest = { request: Request; url: URL };

/** The collection, or null (logged) when the source fails and no good list is cached yet. */
export async function readCollection<T>(
  read: () => Promise<T>,
  collection: CollectionKind,
  purpose: "list" | "detail" | "feed" | "endpoint" | "page",
  context: Record<string, unknown> = {},
): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    logger.error({ err: error, collection, purpose, ...context }, `${collection} ${purpose} unavailable`);
    return null;
  }
}

/** Page response headers: short-lived shared caching, no-store, or the preview's. */
export function pageHeaders(cacheable: boolean, view: ContentView): Record<string, string> {
  if (view === "preview") return PREVIEW_HEADERS;
  return { "Cache-Control": cacheable ? CONTENT_CACHE_CONTROL : NO_STORE };
}

/** Headers of a 503 while the source is down: a page's uncached headers, asked again after a minute. */
export function unavailableHeaders(view: ContentView = "published"): Record<string, string> {
  return { ...pageHeaders(false, view), "Retry-After": "60" };
}

/**
 * The item a detail URL's id segment names: its stable key, or its current or a former numeric id
 * (Strapi 5 changes ids on every publish).
 */
export async function findItem<T extends { id: number; key: string }>(
  items: readonly T[],
  rawId: string,
  formerKey: (numericId: number) => Promise<string | undefined>,
): Promise<T | undefined> {
  const byKey = items.find((item) => item.key === rawId);
  if (byKey) return byKey;
  if (!/^\d{1,9}$/.test(rawId)) return undefined;
  const id = Number(rawId);
  const byId = items.find((item) => item.id === id);
  if (byId) return byId;
  const key = await formerKey(id).catch((error: unknown) => {
    logger.warn({ err: error, id }, "former content id not looked up");
    return undefined;
  });
  return key === undefined ? undefined : items.find((item) => item.key === key);
}

/**
 * Redirect to an item's canonical URL: permanent, except in the preview, where a draft's title (and
 * so its slug) may still change.
 */
export function movedTo(href: string, contentView: ContentView): Response {
  return contentView === "preview"
    ? redirect(href, { status: 307, headers: PREVIEW_HEADERS })
    : redirect(href, 301);
}

/** An id no item can have (keys start with a letter or digit), for the URL of "no such item". */
const NO_ITEM_ID = "-";

/** The item of a list a page's slug names, whatever the case of the URL (routes match so). */
export function findBySlug<T extends { key: string; slug?: string }>(
  items: readonly T[],
  slug: string,
): T | undefined {
  const wanted = slug.toLowerCase();
  return items.find((item) => item.slug?.toLowerCase() === wanted);
}

/** The pages of single items, with their collection: articles by key or id, the others by slug. */
const itemPages = [
  ...allArticles.map(({ key, routes }) => ({ key, id: contentRouteId(key, "detail"), path: routes.detail })),
  ...allCollections.flatMap(({ key, itemRoute }) => (itemRoute ? [{ key, ...itemRoute }] : [])),
];

/** Whether an item page's params name a current or former item. */
async function namesItem(kind: CollectionKind, { id, slug }: Params): Promise<boolean> {
  if (id !== undefined) {
    const formerKey = (numericId: number) => formerNames.keyOf(kind, numericId);
    return (await findItem(await readItems(kind, "published"), id, formerKey)) !== undefined;
  }
  // A slug an item once had answers for itself: a redirect to the item, or 410 for a removed one.
  if (slug === undefined) return false;
  const item = findBySlug(await readItems(kind, "published"), slug);
  return (item ?? (await formerKeyOf(kind, slug))) !== undefined;
}

/**
 * For an item page's URL that names no current or former item: one URL standing for all such, since
 * their not-found pages are identical. Undefined otherwise, and while the source is down (the page
 * then 503s).
 */
export async function missingItemStandIn(routeId: string | undefined, pathname: string) {
  const page = itemPages.find((candidate) => candidate.id === routeId);
  const params = page && matchPath(page.path, pathname)?.params;
  if (!page || !params) return undefined;
  try {
    if (await namesItem(page.key, params)) return undefined;
  } catch (error) {
    if (error instanceof ContentUnavailableError) return undefined;
    throw error;
  }
  return fillPattern(page.path, { id: NO_ITEM_ID, slug: NO_ITEM_ID });
}

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

/**
 * A collection's items for a page that lists them (drafts too in the editors' preview), with the
 * view, the page's headers and the preview banner's markup; while the source is down and nothing is
 * kept, the page answers 503 (thrown).
 */
export async function itemsOfPage<K extends CollectionKind>(kind: K, { request, url }: PageRequest) {
  const view = await contentViewOf(request);
  const items = await readCollection(() => readItems(kind, view), kind, "page");
  if (!items) throw data(null, { status: 503, headers: unavailableHeaders(view) });
  return { items, view, headers: pageHeaders(true, view), previewBanner: previewBannerOf(view, url) };
}

/** The key of the item once shown under this slug; a failed lookup only costs the redirect. */
function formerKeyOf(kind: CollectionKind, slug: string): Promise<string | undefined> {
  return formerNames.keyOfSlug(kind, slug).catch((error: unknown) => {
    logger.warn({ err: error, collection: kind, slug }, "former slug not looked up");
    return undefined;
  });
}

/**
 * The item an item page's `:slug` names, for its loader, with its path and the page as itemsOfPage
 * gives it, or the answer that stands instead (thrown): a 301 to the item's own URL when the slug is
 * spelled otherwise or was the item's before, 410 when the item it named was removed, 404 when no
 * item ever had it, 503 with Retry-After while the source is down and nothing is kept.
 */
export async function itemOfPage<K extends keyof typeof goneCopy.links>(
  kind: K,
  args: PageRequest & { params: { slug: string } },
) {
  const page = await itemsOfPage(kind, args);
  const { items, view } = page;
  const pathOf: (item: ItemOf<K>) => string = itemPaths[kind];
  const item = findBySlug(items, args.params.slug);
  if (item) {
    const path = pathOf(item);
    if (args.url.pathname !== path) throw movedTo(path, view);
    return { item, path, ...page };
  }
  const formerKey = await formerKeyOf(kind, args.params.slug);
  // Keys are never empty, so an unknown former key finds nothing.
  const renamed = items.find((candidate) => candidate.key === formerKey);
  if (renamed) throw movedTo(pathOf(renamed), view);
  const headers = pageHeaders(false, view);
  if (formerKey === undefined) throw notFound(headers);
  const gone: MessagePage = { page: goneCopy.page, text: goneCopy.text, link: goneCopy.links[kind] };
  throw data(gone, { status: 410, headers });
}
