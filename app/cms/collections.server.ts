import { blogParts, newsParts, type ServedCollection, serveCollection } from "./collection-pages.server";
import { collectionOfPattern } from "./collections";
import type { CollectionKind } from "./types";
import { keyOfFormerId, readBlogs, readNews } from "./index.server";

/** Every collection as its pages serve it, read through the content cache. */
export const servedCollections: Readonly<Record<CollectionKind, ServedCollection>> = {
  blogs: serveCollection(blogParts, { read: readBlogs, formerKey: (id) => keyOfFormerId("blogs", id) }),
  news: serveCollection(newsParts, { read: readNews, formerKey: (id) => keyOfFormerId("news", id) }),
};

/** The served collection of the content route whose pattern the router matched (a loader's `pattern`). */
export function servedOfPattern(pattern: string): ServedCollection {
  return servedCollections[collectionOfPattern(pattern).key];
}
