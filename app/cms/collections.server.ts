import { collectionParts, type ServedCollection, serveCollection } from "./collection-pages.server";
import { collectionOfPattern, perCollection } from "./collections";
import type { CollectionKind } from "./types";
import { keyOfFormerId, readItems } from "./index.server";

/** Every collection as its pages serve it, read through the content cache. */
export const servedCollections = perCollection<Readonly<Record<CollectionKind, ServedCollection>>>((kind) =>
  serveCollection(collectionParts[kind], {
    read: (view) => readItems(kind, view),
    formerKey: (id) => keyOfFormerId(kind, id),
  }),
);

/** The served collection of the content route whose pattern the router matched (a loader's `pattern`). */
export function servedOfPattern(pattern: string): ServedCollection {
  return servedCollections[collectionOfPattern(pattern).key];
}
