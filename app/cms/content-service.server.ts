import path from "node:path";
import { env } from "~/env.server";
import { logger } from "~/lib/logger.server";
import { redactUrl } from "~/lib/logger-redact.server";
import { z } from "zod";
import { db } from "~/db/client.server";
import { type CacheOptions, ContentCache, perList } from "./cache.server";
import { sortItems } from "./item-order.server";
import { contentIdAliases } from "./content-ids.server";
import { localSource, validateLocalContent } from "./local.server";
import { databaseSnapshots } from "./snapshots.server";
import { mediaCopies } from "./media-copies.server";
import { allCollections, collections } from "./collection-descriptors";
import { strapiSource } from "./strapi.server";
import {
  type CollectionKind,
  ContentUnavailableError,
  type ContentView,
  type ItemOf,
  itemSchemas,
} from "./types.server";

/**
 * The content service the routes use: the configured source behind a cache per collection that
 * keeps the last good list. Lists come back sorted as the pages show them.
 */
type Caches = { [K in CollectionKind]: ContentCache<ItemOf<K>[]> };

const collectionKinds = allCollections.map((collection) => collection.key);

let content: ReturnType<typeof create> | undefined;
/** What the site has called its items before (former ids and slugs), so old links keep working. */
export const formerNames = contentIdAliases(db);

const refreshErrorListeners = new Set<(collection: CollectionKind) => void>();

/**
 * Calls `listener` each time a source read fails while the last good list is served (for metrics,
 * so this module does not depend on them).
 */
export function onContentRefreshError(listener: (collection: CollectionKind) => void): void {
  refreshErrorListeners.add(listener);
}

function create() {
  const settings = env();
  const strapi = settings.CONTENT_SOURCE === "strapi" ? settings.STRAPI_URL : undefined;
  const source = strapi
    ? strapiSource({
        baseUrl: strapi,
        token: settings.STRAPI_TOKEN,
        timeoutMs: settings.STRAPI_TIMEOUT_MS,
        onInvalidItem: (collection, id, reason) =>
          logger.warn({ collection, id, reason }, "skipped a content item the site cannot show"),
      })
    : localSource(settings.CONTENT_DIR);
  // A remote CMS may be down when the site starts, so its last good lists are kept in the database.
  const persistence = <T>(kind: CollectionKind, schema: z.ZodType<T>): Partial<CacheOptions<T>> => {
    if (!strapi) return {};
    const key = `strapi ${redactUrl(strapi)} ${collections[kind].apiName}`;
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
  // Strapi's images are copied here, to be offered in AVIF and WebP; the local source's are the site's own.
  const copies = strapi ? mediaCopies(path.join(settings.DATA_DIR, "media"), logger) : undefined;
  const cache = <K extends CollectionKind>(kind: K): ContentCache<ItemOf<K>[]> => {
    // Once its new images are copied, the collection is read again to name the copies.
    const readAgain = () => caches[kind].refreshNow();
    return new ContentCache(
      async () => {
        const items = sortItems(kind, await source.read(kind, "published"));
        const list = copies ? await copies.localize(items, readAgain) : items;
        // Every id a Strapi 5 entry has had and every slug an item has had, so old URLs keep working;
        // not awaited by readers.
        formerNames
          .remember(kind, list)
          .catch((error: unknown) => logger.warn({ collection: kind, err: error }, "content names not kept"));
        return list;
      },
      {
        ttlMs: settings.CONTENT_CACHE_TTL_SECONDS * 1000,
        onStale: (error, ageMs) => {
          for (const listener of refreshErrorListeners) listener(kind);
          logger.warn(
            { collection: kind, source: source.name, err: error, ageSeconds: Math.round(ageMs / 1000) },
            "content source failed; serving the last good list",
          );
        },
        ...persistence(kind, z.array(itemSchemas[kind])),
      },
    );
  };
  // Cast: the compiler cannot match a generic cache to its entry of the table by key.
  const caches = Object.fromEntries(collectionKinds.map((kind) => [kind, cache(kind)])) as Caches;
  return { source, caches };
}

function service() {
  content ??= create();
  return content;
}

/**
 * A collection's items: the cached published list, or for the editors' preview the source's list
 * with drafts, read on every request so edits show at once.
 */
export async function readItems<K extends CollectionKind>(kind: K, view: ContentView): Promise<ItemOf<K>[]> {
  const { source, caches } = service();
  if (view === "published") return caches[kind].get();
  try {
    return sortItems(kind, await source.read(kind, "preview"));
  } catch (error) {
    throw new ContentUnavailableError(`${kind} preview failed: ${(error as Error).message}`);
  }
}

/**
 * Reads every collection from the source now (after a publish); a collection whose read failed
 * keeps its last good list and is named in `failed`.
 */
export async function refreshContent(): Promise<{ refreshed: CollectionKind[]; failed: CollectionKind[] }> {
  const { caches } = service();
  const refreshed = await Promise.all(collectionKinds.map((kind) => caches[kind].refreshNow()));
  return {
    refreshed: collectionKinds.filter((_, index) => refreshed[index]),
    failed: collectionKinds.filter((_, index) => !refreshed[index]),
  };
}

/** The source's name and each collection's cache status (GET /readyz); never reads the source. */
export function contentStatus() {
  const { source, caches } = service();
  const collections = Object.fromEntries(collectionKinds.map((kind) => [kind, caches[kind].status()]));
  return { source: source.name, collections };
}

let lastListVersion = 0;
const versionOf = perList((_list: object) => ++lastListVersion);

/**
 * A version of the current lists of every collection, changing only when a list's content changes
 * (so ETags stay valid across no-op refreshes); "-" for a collection that cannot be read.
 */
export async function contentVersion(): Promise<string> {
  const lists = await Promise.allSettled(collectionKinds.map((kind) => readItems(kind, "published")));
  return lists
    .map((result) => (result.status === "fulfilled" ? String(versionOf(result.value)) : "-"))
    .join(".");
}

/** Lifecycle starter: a malformed local file stops start-up with a message naming file and field. */
export async function checkContentAtStartup(): Promise<undefined> {
  const settings = env();
  if (settings.CONTENT_SOURCE !== "local") {
    logger.info({ source: "strapi", url: settings.STRAPI_URL }, "content source");
    return;
  }
  const counts = await validateLocalContent(settings.CONTENT_DIR);
  logger.info({ source: "local", dir: settings.CONTENT_DIR, ...counts }, "content source checked");
}
