/**
 * Background tasks of the lead pipeline, listed in app/lifecycle.server.ts: open (and migrate) the
 * database at start-up, run the outbox worker, run retention. Stopped in reverse order, so the
 * database closes last.
 */
import { closeDatabase, database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { startOutboxWorker } from "~/mail/outbox.server";
import { startRetention } from "./retention.server";

export const leadStarters = [
  async () => {
    // Migrations run here, before traffic. A failure is logged; requests then answer 503 and retry.
    await database().catch((error) => logger.error({ err: error }, "database not ready at start-up"));
    return closeDatabase;
  },
  () => startOutboxWorker(),
  () => startRetention(),
];
