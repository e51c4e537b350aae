/**
 * Keeps DATA_DIR (database, mail drop, backups, generated secrets) readable by the server's user only,
 * so no other account or compromised service on the machine can read the leads.
 */
import { chmodSync, mkdirSync, statSync } from "node:fs";
import { chmod, lstat, readdir } from "node:fs/promises";
import path from "node:path";

/** What the server makes under DATA_DIR: its own user reads and writes, nobody else. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The group and other permission bits of a mode (and the umask that leaves them out). */
const SHARED_BITS = 0o077;

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? String(error);

/** A rejection handler that takes a missing (or vanished) file as undefined and rethrows the rest. */
export function ifGone(error: unknown): undefined {
  if (codeOf(error) !== "ENOENT") throw error;
}

/**
 * Sets umask 077 and makes DATA_DIR 0700 (created so, or tightened when this user owns it). A closed
 * folder also protects files inside that have open modes. Problems only `warn`: a server using
 * DATABASE_URL and SMTP_URL writes nothing there, and a read-only file system must not stop it.
 */
export function securePrivateDataDir(dataDir: string, warn: (message: string) => void): void {
  process.umask(SHARED_BITS);
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(dataDir, { throwIfNoEntry: false });
  } catch (error) {
    warn(`DATA_DIR ${dataDir} cannot be read (${codeOf(error)})`);
    return;
  }
  if (!stats) {
    try {
      mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    } catch (error) {
      warn(`DATA_DIR ${dataDir} cannot be created (${codeOf(error)})`);
    }
    return;
  }
  if (!stats.isDirectory()) {
    warn(`DATA_DIR ${dataDir} is not a folder`);
    return;
  }
  const uid = process.getuid?.();
  // No POSIX owner (Windows): there are no group and other bits to close.
  if (uid === undefined || (stats.mode & SHARED_BITS) === 0) return;
  const was = `0${(stats.mode & 0o777).toString(8)}`;
  if (stats.uid !== uid) {
    warn(
      `DATA_DIR ${dataDir} is ${was}, open to other users, and belongs to another user: make it 0700 and this server's user its owner`,
    );
    return;
  }
  try {
    chmodSync(dataDir, PRIVATE_DIR_MODE);
  } catch (error) {
    warn(`DATA_DIR ${dataDir} is ${was}, open to other users, and cannot be closed (${codeOf(error)})`);
    return;
  }
  warn(
    `DATA_DIR ${dataDir} was ${was}, open to other users: closed it to 0700 (files an older version wrote inside may still have open modes; no other user can reach them now)`,
  );
}

/**
 * Removes group and other bits from everything under `dir` (not following symbolic links), for files
 * a library creates with explicit modes regardless of umask (PGlite). Entries that vanish are skipped.
 */
export async function closeTree(dir: string): Promise<void> {
  const stats = await lstat(dir).catch(ifGone);
  if (!stats || stats.isSymbolicLink()) return;
  if ((stats.mode & SHARED_BITS) !== 0) await chmod(dir, stats.mode & 0o7777 & ~SHARED_BITS).catch(ifGone);
  if (!stats.isDirectory()) return;
  const entries = (await readdir(dir).catch(ifGone)) ?? [];
  await Promise.all(entries.map((entry) => closeTree(path.join(dir, entry))));
}
