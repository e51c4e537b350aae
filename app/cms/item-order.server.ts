import { sortByDateDesc } from "~/lib/dates";
import { withDeadlinesApplied } from "./openings";
import { blogLastUpdated, type CollectionKind, type ItemOf } from "./types";

/** Editor-ordered lists: smallest `order` first, then by title. */
const byOrder = <T extends { order: number; title: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));

const orders: { readonly [K in CollectionKind]: (items: readonly ItemOf<K>[]) => ItemOf<K>[] } = {
  blogs: (posts) => sortByDateDesc(posts, blogLastUpdated),
  news: (items) => sortByDateDesc(items, (item) => item.date),
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
