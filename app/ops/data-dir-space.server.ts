/**
 * Free space under DATA_DIR. Below DATA_DIR_MIN_FREE_MB attachments are refused, because a full disk
 * would stop the database for every lead.
 */
import { statfs } from "node:fs/promises";
import { env } from "~/env.server";
import { logger } from "~/lib/logger.server";

const MB = 1024 * 1024;

/** Set while the folder cannot be read, so the warning is logged once, not on every call. */
let unreadable = false;

/**
 * The space left, read with one statfs call each time (cheap): the bytes an unprivileged process may
 * still write there (null when the folder cannot be read), and whether that is below the minimum, when
 * uploads are refused. Unknown space refuses nothing.
 */
export async function dataDirSpace(dir = env().DATA_DIR, minFreeBytes = env().DATA_DIR_MIN_FREE_MB * MB) {
  try {
    const stats = await statfs(dir);
    const freeBytes = stats.bavail * stats.bsize;
    unreadable = false;
    return { freeBytes, minFreeBytes, low: freeBytes < minFreeBytes };
  } catch (error) {
    if (!unreadable) logger.warn({ err: error }, "free space under DATA_DIR not read");
    unreadable = true;
    return { freeBytes: null, minFreeBytes, low: false };
  }
}
