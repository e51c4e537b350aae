import { env } from "~/env.server";
import { sortByDateDesc } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { redactUrl } from "~/lib/logger-redact.server";
import { brand } from "~/site/brand";
import { z } from "zod";
import { db } from "~/db/client.server";
import { type CacheOptions, type CacheStatus, ContentCache } from "./cache.server";
import { contentIdAliases } from "./content-ids.server";
import { localSource, validateLocalContent } from "./local.server";
import { databaseSnapshots } from "./snapshots.server";
import { collectionName } from "./collections";
import { strapiSource } from "./strapi.server";
import {
  type BlogPost,
  blogLastUpdated,
  blogPostSchema,
  type CollectionKind,
  type ContentSource,
  ContentUnavailableError,
  type ContentView,
  type NewsItem,
  newsItemSchema,
} from "./types";

/**
 * The content service the routes use: the configured source behind an in-memory cache that
 * keeps the last good answer. Lists come back sorted as the pages show them (sortBlogs, sortNews).
 */
type Content = { source: ContentSource; blogs: ContentCache<BlogPost[]>; news: ContentCache<NewsItem[]> };

let content: Content | undefined;
const aliases = contentIdAliases(db);

type RefreshErrorListener = (collection: CollectionKind) => void;
const refreshErrorListeners = new Set<RefreshErrorListener>();

/**
 * Calls `listener` each time a read of the source fails while the last good list is served. The
 * metrics count these; they listen here so that the content service needs nothing from them.
 */
export function onContentRefreshError(listener: RefreshErrorListener): void {
  refreshErrorListeners.add(listener);
}

function create(): Content {
  const settings = env();
  const strapi =
    settings.CONTENT_SOURCE === "strapi" && settings.STRAPI_URL ? settings.STRAPI_URL : undefined;
  const source = strapi
    ? strapiSource({
        baseUrl: strapi,
        token: settings.STRAPI_TOKEN,
        timeoutMs: settings.STRAPI_TIMEOUT_MS,
        productKey: brand.productKey,
        onInvalidItem: (collection, id, reason) =>
          logger.warn({ collection, id, reason }, "skipped a content item the site cannot show"),
      })
    : localSource(settings.CONTENT_DIR);
  const ttlMs = settings.CONTENT_CACHE_TTL_SECONDS * 1000;
  // A remote CMS may be down when the site starts: its last good lists are kept in the database. Local
  // files are always there, so they need no copy.
  const persistence = <T>(kind: CollectionKind, schema: z.ZodType<T>): Partial<CacheOptions<T>> => {
    if (!strapi) return {};
    const key = `strapi ${redactUrl(strapi)} ${collectionName(brand.productKey, kind)}`;
    return {
      coldWaitMs: settings.STRAPI_TIMEOUT_MS,
      snapshots: databaseSnapshots(db, key, schema),
      onRestored: (ageMs) =>
        logger.info(
          { collection: kind, ageSeconds: Math.round(ageMs / 1000) },
          "serving the last good list kept from an earlier run while the source is asked again",
        ),
      onSnapshotError: (error, operation) =>
        logger.warn({ collection: kind, operation, err: error }, "content snapshot not kept"),
    };
  };
  const stale = (collection: CollectionKind) => (error: unknown, ageMs: number) => {
    for (const listener of refreshErrorListeners) listener(collection);
    logger.warn(
      { collection, source: source.name, err: error, ageSeconds: Math.round(ageMs / 1000) },
      "content source failed; serving the last good list",
    );
  };
  // Every id a Strapi 5 entry has had keeps leading to it; written as lists arrive, off the reader's path.
  const remember = <T extends { id: number; key: string }>(kind: CollectionKind, list: T[]): T[] => {
    if (strapi)
      aliases
        .remember(kind, list)
        .catch((error: unknown) => logger.warn({ collection: kind, err: error }, "content ids not kept"));
    return list;
  };
  return {
    source,
    blogs: new ContentCache(async () => remember("blogs", sortBlogs(await source.blogs())), {
      ttlMs,
      onStale: stale("blogs"),
      ...persistence("blogs", z.array(blogPostSchema)),
    }),
    news: new ContentCache(async () => remember("news", sortNews(await source.news())), {
      ttlMs,
      onStale: stale("news"),
      ...persistence("news", z.array(newsItemSchema)),
    }),
  };
}

function service(): Content {
  content ??= create();
  return content;
}

/** Blogs: most recently updated first. */
export function sortBlogs(posts: readonly BlogPost[]): BlogPost[] {
  return sortByDateDesc(posts, blogLastUpdated);
}

/** News: newest Date first. */
export function sortNews(items: readonly NewsItem[]): NewsItem[] {
  return sortByDateDesc(items, (item) => item.date);
}

export function getBlogs(): Promise<BlogPost[]> {
  return service().blogs.get();
}

export function getNews(): Promise<NewsItem[]> {
  return service().news.get();
}

/**
 * The blog posts a page shows: the cached published list, or in the editors' preview the source's
 * list with drafts, read anew on every request so an edit shows at once.
 */
export function readBlogs(view: ContentView): Promise<BlogPost[]> {
  if (view === "published") return getBlogs();
  return uncached("blogs", async () => sortBlogs(await service().source.blogs("preview")));
}

/** The news items a page shows; see readBlogs. */
export function readNews(view: ContentView): Promise<NewsItem[]> {
  if (view === "published") return getNews();
  return uncached("news", async () => sortNews(await service().source.news("preview")));
}

/** A read past the cache fails the way a cached read with nothing to serve does. */
async function uncached<T>(collection: CollectionKind, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new ContentUnavailableError(`${collection} preview failed: ${(error as Error).message}`);
  }
}

/**
 * Reads both collections from the source now (a publish in the CMS, an editor's request). Pages,
 * feeds, the sitemap and the JSON endpoints follow, since they are all made from these lists; a
 * collection whose source failed keeps its last good list and is named in `failed`.
 */
export async function refreshContent(): Promise<{ refreshed: CollectionKind[]; failed: CollectionKind[] }> {
  const { blogs, news } = service();
  const [blogsOk, newsOk] = await Promise.all([blogs.refreshNow(), news.refreshNow()]);
  const outcome = { refreshed: [] as CollectionKind[], failed: [] as CollectionKind[] };
  (blogsOk ? outcome.refreshed : outcome.failed).push("blogs");
  (newsOk ? outcome.refreshed : outcome.failed).push("news");
  return outcome;
}

/** The content source's name and what each collection's cache holds (GET /readyz); never reads the source. */
export function contentStatus(): { source: string; collections: Record<CollectionKind, CacheStatus> } {
  const { source, blogs, news } = service();
  return { source: source.name, collections: { blogs: blogs.status(), news: news.status() } };
}

/** The stable key of the entry that once had this numeric id, if the source ever showed one. */
export function keyOfFormerId(collection: CollectionKind, numericId: number): Promise<string | undefined> {
  return aliases.keyOf(collection, numericId);
}

const listVersions = new WeakMap<object, number>();
let lastListVersion = 0;

function versionOf(list: object): number {
  let version = listVersions.get(list);
  if (version === undefined) {
    version = ++lastListVersion;
    listVersions.set(list, version);
  }
  return version;
}

/**
 * Names the blog and news lists the pages are rendered from now: it changes whenever either list is
 * read anew from the source (a refresh that changes nothing renders the same bytes, so their ETag
 * stays). "-" stands for a collection that cannot be read.
 */
export async function contentVersion(): Promise<string> {
  const [blogs, news] = await Promise.allSettled([getBlogs(), getNews()]);
  const part = (result: PromiseSettledResult<object>) =>
    result.status === "fulfilled" ? String(versionOf(result.value)) : "-";
  return `${part(blogs)}.${part(news)}`;
}

/** Lifecycle starter: a malformed local file stops start-up with a message naming file and field. */
export async function checkContentAtStartup(): Promise<undefined> {
  const settings = env();
  if (settings.CONTENT_SOURCE !== "local") {
    logger.info({ source: "strapi", url: redactUrl(settings.STRAPI_URL) }, "content source");
    return undefined;
  }
  const counts = await validateLocalContent(settings.CONTENT_DIR);
  logger.info({ source: "local", dir: settings.CONTENT_DIR, ...counts }, "content source checked");
  return undefined;
}
