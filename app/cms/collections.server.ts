import { blogParts, newsParts, type ServedCollection, serveCollection } from "./collection-pages.server";
import { type ContentRouteKind, collectionAt } from "./collections";
import type { CollectionKind } from "./types";
import { keyOfFormerId, readBlogs, readNews } from "./index.server";

/** Every collection as its pages serve it, read through the content cache. */
export const servedCollections: Readonly<Record<CollectionKind, ServedCollection>> = {
  blogs: serveCollection(blogParts, { read: readBlogs, formerKey: (id) => keyOfFormerId("blogs", id) }),
  news: serveCollection(newsParts, { read: readNews, formerKey: (id) => keyOfFormerId("news", id) }),
};

/**
 * The served collection whose page of this kind the URL is for: the loader's `url`, which React
 * Router gives without the `.data` suffix of a client navigation's request.
 */
export function servedAt(kind: ContentRouteKind, url: URL): ServedCollection {
  return servedCollections[collectionAt(kind, url.pathname).key];
}
