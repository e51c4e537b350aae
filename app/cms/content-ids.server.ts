import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contentIds, contentSlugs } from "~/db/schema.server";
import type { CollectionKind } from "./types";

/**
 * What the site has called its items, kept in the database so old links still resolve: numeric id →
 * stable key pairs (Strapi 5 replaces ids; only pairs whose key differs from the id are kept) and
 * slug → key pairs. Each pair is written once per process.
 */
export function contentIdAliases(database: () => Promise<Database>) {
  const written = new Set<string>();

  return {
    async remember(collection: CollectionKind, items: readonly { id: number; key: string }[]) {
      for (const item of items) {
        const pair = `${collection} ${item.id} ${item.key}`;
        if (item.key === String(item.id) || written.has(pair)) continue;
        const db = await database();
        await db
          .insert(contentIds)
          .values({ collection, numericId: item.id, key: item.key })
          .onConflictDoUpdate({
            target: [contentIds.collection, contentIds.numericId],
            set: { key: item.key },
          });
        written.add(pair);
      }
    },

    /** Keeps each item's slug (lower-cased, as pages are matched) with its key. */
    async rememberSlugs(collection: CollectionKind, items: readonly { key: string; slug: string }[]) {
      for (const item of items) {
        const slug = item.slug.toLowerCase();
        const pair = `${collection} /${slug} ${item.key}`;
        if (written.has(pair)) continue;
        const db = await database();
        await db
          .insert(contentSlugs)
          .values({ collection, slug, key: item.key })
          .onConflictDoUpdate({
            target: [contentSlugs.collection, contentSlugs.slug],
            set: { key: item.key },
          });
        written.add(pair);
      }
    },

    /** The key of the item last shown under this slug, if any was. */
    async keyOfSlug(collection: CollectionKind, slug: string): Promise<string | undefined> {
      const db = await database();
      const [row] = await db
        .select({ key: contentSlugs.key })
        .from(contentSlugs)
        .where(and(eq(contentSlugs.collection, collection), eq(contentSlugs.slug, slug.toLowerCase())));
      return row?.key;
    },

    async keyOf(collection: CollectionKind, numericId: number): Promise<string | undefined> {
      const db = await database();
      const [row] = await db
        .select({ key: contentIds.key })
        .from(contentIds)
        .where(and(eq(contentIds.collection, collection), eq(contentIds.numericId, numericId)));
      return row?.key;
    },
  };
}
