import { collectionParts, type ServedCollection, serveCollection } from "./collection-parts.server";
import {
  allCollections,
  type Collection,
  contentRouteKinds,
  contentRoutePath,
  perCollection,
} from "./collection-descriptors";
import type { CollectionKind } from "./types";
import { keyOfFormerId, readItems } from "./content-service.server";

/** Every collection as its pages serve it, read through the content cache. */
export const servedCollections = perCollection<Readonly<Record<CollectionKind, ServedCollection>>>((kind) =>
  serveCollection(collectionParts[kind], {
    read: (view) => readItems(kind, view),
    formerKey: (id) => keyOfFormerId(kind, id),
  }),
);

// Only loaders look a collection up by pattern, so the browser bundle does not build this map.
const collectionByRoutePath = new Map(
  allCollections.flatMap((c) => contentRouteKinds.map((kind) => [contentRoutePath(c, kind), c] as const)),
);

/**
 * The collection a content route serves, by the pattern the router matched: a loader is told its
 * route's pattern (e.g. `blogs/:id/:slug`), not its id.
 */
export function collectionOfPattern(pattern: string): Collection {
  const collection = collectionByRoutePath.get(pattern.replace(/^\/+/, ""));
  if (!collection) throw new Error(`No content route has the pattern ${pattern}`);
  return collection;
}

/** The served collection of the content route whose pattern the router matched (a loader's `pattern`). */
export function servedOfPattern(pattern: string): ServedCollection {
  return servedCollections[collectionOfPattern(pattern).key];
}
