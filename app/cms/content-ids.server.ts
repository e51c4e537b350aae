import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contentIds } from "~/db/schema.server";
import type { CollectionKind } from "./types";

type Identified = { id: number; key: string };

/**
 * Numeric id → stable key pairs seen from the source, kept in the database so links with an id Strapi 5
 * has since replaced still resolve. Only pairs whose key differs from the id are kept, each written
 * once per process.
 */
export function contentIdAliases(database: () => Promise<Database>) {
  const written = new Set<string>();

  return {
    async remember(collection: CollectionKind, items: readonly Identified[]): Promise<void> {
      const fresh = items.filter(
        (item) => item.key !== String(item.id) && !written.has(`${collection} ${item.id} ${item.key}`),
      );
      if (fresh.length === 0) return;
      const db = await database();
      for (const item of fresh) {
        await db
          .insert(contentIds)
          .values({ collection, numericId: item.id, key: item.key })
          .onConflictDoUpdate({
            target: [contentIds.collection, contentIds.numericId],
            set: { key: item.key },
          });
        written.add(`${collection} ${item.id} ${item.key}`);
      }
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
