import { sortByDateDesc } from "~/lib/dates";
import { withDeadlinesApplied } from "./openings";
import type { CollectionKind, ItemOf } from "./types.server";

/**
 * When an item last changed: the sitemap's lastmod of its page (people date the team page), and the
 * date an article's card and feed give it (lists show the newest first).
 */
export const lastModified: { readonly [K in CollectionKind]: (item: ItemOf<K>) => string | undefined } = {
  blogs: (post) => post.updated ?? post.updatedAt ?? post.publishedAt,
  news: (item) => item.date,
  careers: (opening) => opening.updatedAt ?? opening.posted,
  team: (person) => person.updatedAt,
  "case-studies": (study) => study.updatedAt,
  videos: (video) => video.updatedAt ?? video.uploadDate,
};

/** Editor-ordered lists: smallest `order` first, then by title. */
const byOrder = <T extends { order: number; title: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));

const orders: { readonly [K in CollectionKind]: (items: readonly ItemOf<K>[]) => ItemOf<K>[] } = {
  blogs: (posts) => sortByDateDesc(posts, lastModified.blogs),
  news: (items) => sortByDateDesc(items, lastModified.news),
  // The one place the deadline closes an opening: a refresh after it changes the list, and its version.
  careers: (openings) => sortByDateDesc(withDeadlinesApplied(openings), (opening) => opening.posted),
  team: byOrder,
  "case-studies": byOrder,
  videos: byOrder,
};

/** A collection's items in the order its pages, feed and JSON show them. */
export function sortItems<K extends CollectionKind>(kind: K, items: readonly ItemOf<K>[]): ItemOf<K>[] {
  const order: (items: readonly ItemOf<K>[]) => ItemOf<K>[] = orders[kind];
  return order(items);
}
