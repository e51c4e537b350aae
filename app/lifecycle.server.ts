import { openSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { checkContentAtStartup } from "./cms/content-service.server";
import { startBackupSocket } from "./db/backup-socket.server";
import { pgliteHolders } from "./db/backup.server";
import { env } from "./env.server";
import { leadStarters } from "./leads/outbox/background.server";
import { logger } from "./lib/logger.server";
import { PRIVATE_DIR_MODE } from "./lib/private-dir.server";

type Stopper = () => Promise<void> | void;
type Starter = () => Promise<Stopper | undefined> | Stopper | undefined;

/**
 * Background tasks, run inside the server bundle so they share the routes' database client. The
 * Express entry calls start() after loading the build and the returned stop() on SIGTERM.
 */
const starters: Starter[] = [checkContentAtStartup, ...leadStarters, startBackupSocket];

/** PGlite is one process's database: a second server on the same folder would corrupt it, so it stops. */
async function refuseSharedPglite(): Promise<void> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) return;
  const dir = path.join(DATA_DIR, "db");
  // Held open for the process's life before looking, so that servers started at once see each other.
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  openSync(dir, "r");
  const holders = await pgliteHolders(dir);
  if (holders.length > 0)
    throw new Error(
      `${dir} is open in process ${holders.join(", ")} (another server?): PGlite is one process's database; stop that process or give this server another DATA_DIR`,
    );
}

export const lifecycle = {
  async start(): Promise<() => Promise<void>> {
    await refuseSharedPglite();
    const stoppers: Stopper[] = [];
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
  },
};
