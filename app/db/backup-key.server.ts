/**
 * BACKUP_KEY: the key that encrypts and authenticates backup files (ADR 029). It is 32 random bytes,
 * written as 64 hex characters or as base64, never a passphrase: a passphrase would need a slow KDF
 * and would still be weaker than the random key `openssl rand -hex 32` gives for free.
 */
import { createHmac } from "node:crypto";
import { BACKUP_KEY_RULE, decodeBackupKey } from "../settings/backup-key-format.server";

export type BackupKey = {
  bytes: Buffer;
  /** A fingerprint that names the key in files and messages and reveals nothing of it. */
  id: string;
};

/** The key a (validated) BACKUP_KEY setting holds, with its id; undefined when it is not set. */
export function backupKey(text: string | undefined): BackupKey | undefined {
  if (text === undefined) return undefined;
  const bytes = decodeBackupKey(text);
  if (!bytes) throw new Error(`BACKUP_KEY ${BACKUP_KEY_RULE}`);
  const id = createHmac("sha256", bytes).update("northpeak-leads-backup key id").digest("hex").slice(0, 16);
  return { bytes, id };
}
