/** Secrets generated once and kept in app_secrets, so every instance and restart uses the same one. */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { db, rowsOf } from "~/db/client.server";

/** Reads the secret `name` once per process, creating it on first use; a failed read is retried next time. */
export function storedSecret(name: string): () => Promise<string> {
  let secret: Promise<string> | undefined;
  return () => {
    secret ??= (async () => {
      const database = await db();
      const fresh = randomBytes(32).toString("base64url");
      // Updating a kept row to itself returns its value, so every instance gets the first one made.
      const [row] = rowsOf<{ value: string }>(
        await database.execute(sql`insert into app_secrets (name, value) values (${name}, ${fresh})
          on conflict (name) do update set value = app_secrets.value returning value`),
      );
      return row!.value;
    })().catch((error) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
}
