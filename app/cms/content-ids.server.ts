import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contentIds, contentSlugs } from "~/db/schema.server";
import type { CollectionKind } from "./types.server";

/**
 * What the site has called its items, kept in the database so old links still resolve: numeric id →
 * stable key pairs (Strapi 5 replaces ids; only pairs whose key differs from the id are kept) and
 * slug → key pairs. Each pair is written once per process.
 */
export function contentIdAliases(database: () => Promise<Database>) {
  const written = new Set<string>();

  async function writeOnce(pair: string, write: (db: Database) => Promise<unknown>) {
    if (written.has(pair)) return;
    await write(await database());
    written.add(pair);
  }

  return {
    /** Keeps each item's numeric id and its slug (lower-cased, as pages are matched) with its key. */
    async remember(collection: CollectionKind, items: readonly { id: number; key: string; slug?: string }[]) {
      for (const { id, key, slug } of items) {
        if (key !== String(id))
          await writeOnce(`${collection} ${id} ${key}`, (db) =>
            db
              .insert(contentIds)
              .values({ collection, numericId: id, key })
              .onConflictDoUpdate({ target: [contentIds.collection, contentIds.numericId], set: { key } }),
          );
        if (slug === undefined) continue;
        const lowered = slug.toLowerCase();
        await writeOnce(`${collection} /${lowered} ${key}`, (db) =>
          db
            .insert(contentSlugs)
            .values({ collection, slug: lowered, key })
            .onConflictDoUpdate({ target: [contentSlugs.collection, contentSlugs.slug], set: { key } }),
        );
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
