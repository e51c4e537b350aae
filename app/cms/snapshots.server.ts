import { eq, lt } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import { contentSnapshots } from "~/db/schema.server";
import type { Snapshot, SnapshotStore } from "./cache.server";

/**
 * A content cache's last good list in the database, under one key. Every instance on one PostgreSQL
 * reads and writes the same row, so any of them restarted while the CMS is down serves the newest
 * list any of them has seen. What comes back is checked against the list's schema: a row written by
 * an older version of the site that no longer fits is ignored, never served.
 */
export function databaseSnapshots<T>(
  database: () => Promise<Database>,
  key: string,
  schema: z.ZodType<T>,
): SnapshotStore<T> {
  return {
    async load(): Promise<Snapshot<T> | undefined> {
      const db = await database();
      const [row] = await db
        .select({ body: contentSnapshots.body, savedAt: contentSnapshots.savedAt })
        .from(contentSnapshots)
        .where(eq(contentSnapshots.key, key));
      if (!row) return undefined;
      const parsed = schema.safeParse(row.body);
      return parsed.success ? { value: parsed.data, savedAt: row.savedAt.getTime() } : undefined;
    },
    async save(value: T, fetchedAt: number): Promise<void> {
      const db = await database();
      const savedAt = new Date(fetchedAt);
      // Instances sharing the database each write what they read; the most recently read list wins.
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
