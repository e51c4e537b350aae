import { matchPath } from "react-router";
import { collectionParts, type ServedCollection, serveCollection } from "./collection-parts.server";
import {
  allCollections,
  contentRouteId,
  contentRouteKinds,
  contentRoutePath,
  fillPattern,
  perCollection,
} from "./collection-descriptors";
import { type CollectionKind, ContentUnavailableError } from "./types";
import { keyOfFormerId, readItems } from "./content-service.server";

/** Every collection as its pages serve it, read through the content cache. */
export const servedCollections = perCollection<Readonly<Record<CollectionKind, ServedCollection>>>((kind) =>
  serveCollection(collectionParts[kind], {
    read: (view) => readItems(kind, view),
    formerKey: (id) => keyOfFormerId(kind, id),
  }),
);

// Only loaders look up by pattern, so this map stays out of the browser bundle.
const servedByRoutePath = new Map(
  allCollections.flatMap((c) =>
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

/**
 * For a detail URL that names no current or former item: one URL standing for all such, since their
 * not-found pages are identical. Undefined otherwise, and while the source is down (the page then 503s).
 */
export async function missingItemStandIn(routeId: string | undefined, pathname: string) {
  const collection = allCollections.find((c) => contentRouteId(c.key, "detail") === routeId);
  const rawId = collection && matchPath(collection.routes.detail, pathname)?.params.id;
  if (!collection || rawId === undefined) return undefined;
  try {
    if (await servedCollections[collection.key].find(rawId, "published")) return undefined;
  } catch (error) {
    if (error instanceof ContentUnavailableError) return undefined;
    throw error;
  }
  return fillPattern(collection.routes.detail, { id: NO_ITEM_ID, slug: NO_ITEM_ID });
}
