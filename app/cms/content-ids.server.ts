import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contentIds } from "~/db/schema.server";
import type { CollectionKind } from "./types";

type Identified = { id: number; key: string };

/**
 * The (numeric id → stable key) pairs a source has shown, kept in the database so that a link made
 * from an id Strapi 5 has since replaced still finds its entry, after restarts and on every
 * instance. Only pairs whose key is not the id itself are worth keeping (Strapi 4 and local files
 * never change ids), and each is written once per process.
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

export type ContentIdAliases = ReturnType<typeof contentIdAliases>;
