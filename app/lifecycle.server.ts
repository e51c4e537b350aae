import path from "node:path";
import { checkContentAtStartup } from "./cms/content-service.server";
import { startBackupSocket } from "./db/backup-socket.server";
import { refuseSharedPglite } from "./db/client.server";
import { env } from "./env.server";
import { leadStarters } from "./leads/outbox/outbox.server";
import { logger } from "./lib/logger.server";

const starters = [checkContentAtStartup, ...leadStarters, startBackupSocket];

/**
 * Starts the background tasks, run inside the server bundle so they share the routes' database client.
 * The Express entry calls this after loading the build and the returned stop() on SIGTERM.
 */
export async function startBackgroundTasks(): Promise<() => Promise<void>> {
  // Opening the database refuses a folder another process holds; here a second server stops.
  const { DATABASE_URL, DATA_DIR } = env();
  if (!DATABASE_URL) await refuseSharedPglite(path.join(DATA_DIR, "db"));
  const stoppers: (() => Promise<void> | void)[] = [];
  for (const starter of starters) {
    const stop = await starter();
    if (stop) stoppers.push(stop);
  }
  return async () => {
    for (const stop of stoppers.reverse()) {
      try {
        await stop();
      } catch (error) {
        logger.error({ err: error }, "error while stopping a background task");
      }
    }
  };
}
