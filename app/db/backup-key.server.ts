/**
 * BACKUP_KEY, the key that encrypts and authenticates backup files (ADR 029): 32 random bytes as hex
 * or base64. It is not a passphrase, which would need a slow KDF and still be weaker.
 */
import { createHmac } from "node:crypto";
import { BACKUP_KEY_RULE, decodeBackupKey } from "../settings/backup-key-format.server";

/** The key in a validated BACKUP_KEY setting, with its id; undefined when it is not set. */
export function backupKey(text: string | undefined) {
  if (text === undefined) return undefined;
  const bytes = decodeBackupKey(text);
  if (!bytes) throw new Error(`BACKUP_KEY ${BACKUP_KEY_RULE}`);
  // A fingerprint that identifies the key in files and messages without revealing it.
  const id = createHmac("sha256", bytes).update("northpeak-leads-backup key id").digest("hex").slice(0, 16);
  return { bytes, id };
}

export type BackupKey = NonNullable<ReturnType<typeof backupKey>>;
