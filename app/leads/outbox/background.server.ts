/**
 * Background tasks of the lead pipeline, started by app/lifecycle.server.ts: the database, the outbox
 * worker and retention. Stopped in reverse order, so the database closes last.
 */
import { closeDatabase, database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { startOutboxWorker } from "~/leads/outbox/outbox.server";
import { startRetention } from "./retention.server";

export const leadStarters = [
  () => {
    // Not awaited: creating a new PGlite database takes seconds and must not delay listening.
    // Requests wait for the same promise; after a failure they get 503 and the next use retries.
    database().catch((error) => logger.error({ err: error }, "database not ready at start-up"));
    return closeDatabase;
  },
  () => startOutboxWorker(),
  () => startRetention(),
];
