/** The format of a BACKUP_KEY value (ADR 029), checked at start-up and when the key is made. */
const BACKUP_KEY_BYTES = 32;

export const BACKUP_KEY_RULE =
  "must be 32 random bytes, as 64 hex characters (`openssl rand -hex 32`) or base64 (`openssl rand -base64 32`)";

/**
 * Fewer distinct byte values than this means a typed pattern (`000…`, `abab…`), not random bytes:
 * 32 random bytes have about 30, and fewer than 16 has a chance far below 10^-15.
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
