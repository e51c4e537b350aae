/**
 * BACKUP_KEY: the key that encrypts and authenticates backup files (ADR 029). It is 32 random bytes,
 * written as 64 hex characters or as base64, never a passphrase: a passphrase would need a slow KDF
 * and would still be weaker than the random key `openssl rand -hex 32` gives for free.
 */
import { createHmac } from "node:crypto";

export const BACKUP_KEY_BYTES = 32;

export const BACKUP_KEY_RULE =
  "must be 32 random bytes, as 64 hex characters (`openssl rand -hex 32`) or base64 (`openssl rand -base64 32`)";

export type BackupKey = {
  bytes: Buffer;
  /** A fingerprint that names the key in files and messages and reveals nothing of it. */
  id: string;
};

/**
 * Fewer different byte values than this in 32 bytes means a typed pattern (`000…`, `abab…`, a hex
 * alphabet repeated), not random bytes: 32 random bytes have about 30, and fewer than 16 happens
 * with a chance far below one in 10^15.
 */
const MIN_DISTINCT_BYTES = 16;

/** The 32 bytes of a BACKUP_KEY value, or undefined when it is not a random key in either spelling. */
export function decodeBackupKey(text: string): Buffer | undefined {
  const value = text.trim();
  let bytes: Buffer | undefined;
  if (/^[0-9a-fA-F]{64}$/.test(value)) bytes = Buffer.from(value, "hex");
  else if (/^[A-Za-z0-9+/]{43}=$/.test(value)) bytes = Buffer.from(value, "base64");
  if (bytes?.byteLength !== BACKUP_KEY_BYTES) return undefined;
  return new Set(bytes).size >= MIN_DISTINCT_BYTES ? bytes : undefined;
}

/** The key a (validated) BACKUP_KEY setting holds, with its id; undefined when it is not set. */
export function backupKey(text: string | undefined): BackupKey | undefined {
  if (text === undefined) return undefined;
  const bytes = decodeBackupKey(text);
  if (!bytes) throw new Error(`BACKUP_KEY ${BACKUP_KEY_RULE}`);
  const id = createHmac("sha256", bytes).update("northpeak-leads-backup key id").digest("hex").slice(0, 16);
  return { bytes, id };
}
