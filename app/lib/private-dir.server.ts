/**
 * DATA_DIR holds the leads: the embedded database, the mail drop with a copy of every lead, backups
 * and generated secrets. Only the server's own user may read any of it: on a shared machine another
 * account, or another service that has been broken into, would otherwise read every lead.
 */
import { chmodSync, mkdirSync, statSync } from "node:fs";
import { chmod, lstat, readdir } from "node:fs/promises";
import path from "node:path";

/** What the server makes under DATA_DIR: its own user reads and writes, nobody else. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The group and other permission bits of a mode (and the umask that leaves them out). */
const SHARED_BITS = 0o077;

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;
const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? String(error);

export type DataDirOutcome = "created" | "kept" | "tightened" | "left-open" | "unavailable";

/**
 * From now on the process creates files and folders for its own user only (umask 077), and DATA_DIR
 * is a folder nobody else can open: made 0700 when missing, closed to 0700 when an older install left
 * it open and this user owns it. Closing the folder is what protects the files an older version
 * wrote inside it (the embedded database made most of them 0666): no other user can reach them.
 *
 * A problem goes to `warn` and never stops the caller: with DATABASE_URL and SMTP_URL set the server
 * writes nothing there, and a read-only file system must not keep it from starting.
 */
export function securePrivateDataDir(dataDir: string, warn: (message: string) => void): DataDirOutcome {
  process.umask(SHARED_BITS);
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(dataDir);
  } catch (error) {
    if (codeOf(error) !== "ENOENT") {
      warn(`DATA_DIR ${dataDir} cannot be read (${codeOf(error)})`);
      return "unavailable";
    }
    try {
      mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      return "created";
    } catch (error) {
      warn(`DATA_DIR ${dataDir} cannot be created (${codeOf(error)})`);
      return "unavailable";
    }
  }
  if (!stats.isDirectory()) {
    warn(`DATA_DIR ${dataDir} is not a folder`);
    return "unavailable";
  }
  const uid = process.getuid?.();
  // No POSIX owner (Windows): there are no group and other bits to close.
  if (uid === undefined || (stats.mode & SHARED_BITS) === 0) return "kept";
  const was = octal(stats.mode);
  if (stats.uid !== uid) {
    warn(
      `DATA_DIR ${dataDir} is ${was}, open to other users, and belongs to another user: make it 0700 and this server's user its owner`,
    );
    return "left-open";
  }
  try {
    chmodSync(dataDir, PRIVATE_DIR_MODE);
  } catch (error) {
    warn(`DATA_DIR ${dataDir} is ${was}, open to other users, and cannot be closed (${codeOf(error)})`);
    return "left-open";
  }
  warn(
    `DATA_DIR ${dataDir} was ${was}, open to other users: closed it to 0700 (files an older version wrote inside may still have open modes; no other user can reach them now)`,
  );
  return "tightened";
}

/**
 * Takes the group and other bits off everything under `dir` (symbolic links aside), keeping the
 * owner's. For files whose mode a library sets itself whatever the umask: PGlite's PostgreSQL asks
 * for 0666 and 0644. An entry that disappears meanwhile (a database's temporary file) is skipped.
 */
export async function closeTree(dir: string): Promise<void> {
  let stats: Awaited<ReturnType<typeof lstat>>;
  try {
    stats = await lstat(dir);
  } catch (error) {
    if (codeOf(error) === "ENOENT") return;
    throw error;
  }
  if (stats.isSymbolicLink()) return;
  if ((stats.mode & SHARED_BITS) !== 0) {
    await chmod(dir, stats.mode & 0o7777 & ~SHARED_BITS).catch((error) => {
      if (codeOf(error) !== "ENOENT") throw error;
    });
  }
  if (!stats.isDirectory()) return;
  const entries = await readdir(dir).catch((error) => {
    if (codeOf(error) === "ENOENT") return [];
    throw error;
  });
  await Promise.all(entries.map((entry) => closeTree(path.join(dir, entry))));
}
