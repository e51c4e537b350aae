/**
 * Free space under DATA_DIR, where the embedded database, the mail drop and the backups grow. Below
 * DATA_DIR_MIN_FREE_MB the lead intake stores no attachments, and /readyz and /metrics say so: a
 * full disk stops the database for every lead, not only the large ones.
 */
import { statfs } from "node:fs/promises";
import { env } from "~/env.server";
import { logger } from "~/lib/logger.server";

export type DataDirSpace = {
  /** Bytes an unprivileged process may still write there; null when the folder cannot be read. */
  freeBytes: number | null;
  minFreeBytes: number;
  /** Below the minimum: uploads are refused. Unknown space refuses nothing. */
  low: boolean;
};

const MB = 1024 * 1024;

/** Set while the folder cannot be read: every lead and probe asks, and one warning says it all. */
let unreadable = false;

/** The space left, read from the file system at each call (one statfs call, a few microseconds). */
export async function dataDirSpace(
  dir = env().DATA_DIR,
  minFreeBytes = env().DATA_DIR_MIN_FREE_MB * MB,
): Promise<DataDirSpace> {
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
