/**
 * Background tasks of the lead pipeline, listed in app/lifecycle.server.ts: open (and migrate) the
 * database at start-up, run the outbox worker, run retention. Stopped in reverse order, so the
 * database closes last.
 */
import { closeDatabase, database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { startOutboxWorker } from "~/leads/outbox/outbox.server";
import { startRetention } from "./retention.server";

export const leadStarters = [
  () => {
    // Opening and migrating starts now without holding up the listener (a first PGlite creation
    // takes seconds); requests that need storage wait for the same promise. A failure is logged,
    // those requests answer 503, and the next use tries again.
    database().catch((error) => logger.error({ err: error }, "database not ready at start-up"));
    return closeDatabase;
  },
  () => startOutboxWorker(),
  () => startRetention(),
];
