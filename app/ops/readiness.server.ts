/**
 * GET /readyz: can this instance take traffic? The database answers (bounded by a time
 * limit, so the probe never hangs), the mail outbox's backlog, and the content source's last good
 * refresh per collection, and the free space under DATA_DIR. Only the database decides the status:
 * without it no lead can be stored; with little space left only attachments are refused, and the
 * pages are served as ever, so the instance stays in rotation and the report says so.
 */
import { sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import { contentStatus } from "~/cms/content-service.server";
import { db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { type DataDirSpace, dataDirSpace } from "./data-dir-space.server";
import { type OutboxCounts, outboxCounts } from "./outbox-status.server";
import { NO_STORE } from "~/http/no-store";
import { withTimeout } from "~/http/timeout.server";

export const READINESS_TIMEOUT_MS = 2000;

export type CollectionReadiness = {
  /** A good list is held (read from the source, or kept from an earlier run). */
  loaded: boolean;
  /** When the held list was last read from the source (ISO 8601), or null. */
  lastRefreshAt: string | null;
  /** The latest read from the source failed (the last good list, if any, is served meanwhile). */
  failing: boolean;
  /** When the latest read failed (ISO 8601); the error itself is in the log, not in this public answer. */
  lastFailureAt?: string;
};

export type Readiness = {
  status: "ready" | "unavailable";
  database: { reachable: boolean; latencyMs: number };
  outbox: {
    pending: number | null;
    failed: number | null;
    oldestPendingAgeSeconds: number | null;
  };
  content: { source: string; collections: Record<string, CollectionReadiness> };
  /** Free space under DATA_DIR; below the minimum, leads with attachments are refused. */
  dataDir: { freeBytes: number | null; minFreeBytes: number; attachmentsAccepted: boolean };
};

export type ReadinessDeps = {
  /** Runs a trivial query; rejects when the database cannot answer. */
  ping: () => Promise<void>;
  outbox: () => Promise<OutboxCounts>;
  content: () => ReturnType<typeof contentStatus>;
  space: () => Promise<DataDirSpace>;
  timeoutMs?: number;
};

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? READINESS_TIMEOUT_MS;
  const started = performance.now();
  let reachable = true;
  try {
    await withTimeout(deps.ping(), timeoutMs, "database");
  } catch (error) {
    reachable = false;
    logger.warn({ err: error }, "readiness: database unreachable");
  }
  const latencyMs = Math.round((performance.now() - started) * 10) / 10;

  let outbox: Readiness["outbox"] = { pending: null, failed: null, oldestPendingAgeSeconds: null };
  if (reachable) {
    try {
      // Within what is left of the same time limit: the whole check never takes much more than it.
      const left = Math.max(100, timeoutMs - (performance.now() - started));
      const counts = await withTimeout(deps.outbox(), left, "outbox query");
      outbox = {
        pending: counts.pending,
        failed: counts.failed,
        oldestPendingAgeSeconds: counts.oldestPendingAgeSeconds,
      };
    } catch (error) {
      logger.warn({ err: error }, "readiness: outbox not counted");
    }
  }

  const { source, collections } = deps.content();
  const content: Readiness["content"] = { source, collections: {} };
  for (const [name, state] of Object.entries(collections)) {
    content.collections[name] = {
      loaded: state.hasValue,
      lastRefreshAt: iso(state.fetchedAt),
      failing: state.failing,
      ...(state.failing && state.lastErrorAt !== undefined
        ? { lastFailureAt: new Date(state.lastErrorAt).toISOString() }
        : {}),
    };
  }

  const space = await deps.space();
  return {
    status: reachable ? "ready" : "unavailable",
    database: { reachable, latencyMs },
    outbox,
    content,
    dataDir: {
      freeBytes: space.freeBytes,
      minFreeBytes: space.minFreeBytes,
      attachmentsAccepted: !space.low,
    },
  };
}

let inflight: Promise<Readiness> | undefined;

/**
 * The readiness of this process: probes run at the same time share one check, so a burst of probes
 * costs the database one query pair.
 */
export function readiness(): Promise<Readiness> {
  inflight ??= checkReadiness({
    ping: async () => {
      await (await db()).execute(sql`select 1`);
    },
    outbox: async () => outboxCounts(await db()),
    content: contentStatus,
    space: () => dataDirSpace(),
  }).finally(() => {
    inflight = undefined;
  });
  return inflight;
}

/** GET /readyz: 503 while the database does not answer. */
export const readinessEndpoint: RequestHandler = async (_req, res, next) => {
  try {
    const report = await readiness();
    res
      .status(report.database.reachable ? 200 : 503)
      .set("Cache-Control", NO_STORE)
      .json(report);
  } catch (error) {
    next(error);
  }
};
