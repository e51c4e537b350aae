import { eq, lt } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import { contentSnapshots } from "~/db/schema.server";
import type { SnapshotStore } from "./cache.server";

/**
 * A content cache's last good list in the database, shared by all instances, so one restarted while
 * the CMS is down serves the newest list any has seen. A row that fails the schema is ignored.
 */
export function databaseSnapshots<T>(
  database: () => Promise<Database>,
  key: string,
  schema: z.ZodType<T>,
): SnapshotStore<T> {
  return {
    async load() {
      const db = await database();
      const [row] = await db
        .select({ body: contentSnapshots.body, savedAt: contentSnapshots.savedAt })
        .from(contentSnapshots)
        .where(eq(contentSnapshots.key, key));
      if (!row) return undefined;
      const parsed = schema.safeParse(row.body);
      return parsed.success ? { value: parsed.data, savedAt: row.savedAt.getTime() } : undefined;
    },
    async save(value, fetchedAt) {
      const db = await database();
      const savedAt = new Date(fetchedAt);
      // Each instance writes what it read; the most recently read list wins.
      await db
        .insert(contentSnapshots)
        .values({ key, body: value, savedAt })
        .onConflictDoUpdate({
          target: contentSnapshots.key,
          set: { body: value, savedAt },
          setWhere: lt(contentSnapshots.savedAt, savedAt),
        });
    },
  };
}
