import { blogParts, newsParts, type ServedCollection, serveCollection } from "./collection-pages.server";
import { type ContentRouteKind, collectionAt } from "./collections";
import type { CollectionKind } from "./types";
import { keyOfFormerId, readBlogs, readNews } from "./index.server";

/** Every collection as its pages serve it, read through the content cache. */
export const servedCollections: Readonly<Record<CollectionKind, ServedCollection>> = {
  blogs: serveCollection(blogParts, { read: readBlogs, formerKey: (id) => keyOfFormerId("blogs", id) }),
  news: serveCollection(newsParts, { read: readNews, formerKey: (id) => keyOfFormerId("news", id) }),
};

/** The served collection whose page of this kind the request is for. */
export function servedAt(kind: ContentRouteKind, request: Request): ServedCollection {
  return servedCollections[collectionAt(kind, new URL(request.url).pathname).key];
}
