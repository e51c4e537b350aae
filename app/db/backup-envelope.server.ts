/**
 * Encrypted backup files: the backup's gzip stream sealed with AES-256-GCM in pieces, so restore never
 * reads a byte it has not authenticated. The file layout, keys and nonces are described in ADR 029.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { BackupKey } from "./backup-key.server";

/** Why a backup or a restore was refused: one line an operator can act on, printed as it is. */
export class BackupError extends Error {}

/** Which key may open a backup, and whether a plain file is taken although a key is set. */
export type BackupAccess = { key: BackupKey | undefined; allowUnkeyed?: boolean };

type Stage = (chunks: AsyncIterable<Buffer>) => AsyncGenerator<Buffer>;

const MAGIC = Buffer.from("NPBACKUP", "ascii");
const ENVELOPE_VERSION = 1;
const KEY_ID_AT = MAGIC.byteLength + 1;
const SALT_AT = KEY_ID_AT + 8;
const PIECE_SIZE_AT = SALT_AT + 32;
const HEADER_BYTES = PIECE_SIZE_AT + 4;
const TAG_BYTES = 16;
/** Plaintext bytes per piece; the header names it, and a reader takes no other size. */
export const PIECE_BYTES = 64 * 1024;
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

const fileKey = (key: BackupKey, salt: Buffer) =>
  Buffer.from(hkdfSync("sha256", key.bytes, salt, "northpeak-leads-backup envelope 1", 32));

function nonce(counter: bigint, last: boolean): Buffer {
  const bytes = Buffer.alloc(12);
  bytes.writeBigUInt64BE(counter, 3);
  bytes[11] = last ? 1 : 0;
  return bytes;
}

/**
 * The bytes of `chunks` again in pieces: the first of `first` bytes, then of `size`. A piece is passed
 * on only once more bytes follow it, so that the last one is known to be the last.
 */
async function* pieces(chunks: AsyncIterable<Buffer>, first: number, size: number) {
  let pending: Buffer = Buffer.alloc(0);
  let next = first;
  for await (const chunk of chunks) {
    pending = pending.byteLength === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (pending.byteLength > next) {
      yield { bytes: pending.subarray(0, next), last: false };
      pending = pending.subarray(next);
      next = size;
    }
  }
  yield { bytes: pending, last: true };
}

/** Encrypts the backup's bytes with `key`: the header, then one sealed piece per PIECE_BYTES. */
export function sealing(key: BackupKey | undefined): Stage {
  return async function* (chunks) {
    if (!key) return yield* chunks;
    const salt = randomBytes(32);
    const header = Buffer.alloc(HEADER_BYTES);
    MAGIC.copy(header);
    header[MAGIC.byteLength] = ENVELOPE_VERSION;
    header.write(key.id, KEY_ID_AT, "hex");
    salt.copy(header, SALT_AT);
    header.writeUInt32BE(PIECE_BYTES, PIECE_SIZE_AT);
    const secret = fileKey(key, salt);
    yield header;
    let counter = 0n;
    for await (const { bytes, last } of pieces(chunks, PIECE_BYTES, PIECE_BYTES)) {
      const cipher = createCipheriv("aes-256-gcm", secret, nonce(counter++, last));
      cipher.setAAD(header);
      yield Buffer.concat([cipher.update(bytes), cipher.final(), cipher.getAuthTag()]);
    }
  };
}

/**
 * The backup's gzip bytes out of a file, told apart by its first bytes: a plain file as it is (refused
 * when a key is set, unless allowed: whoever can write the backups could swap in a plain file of their
 * own), a sealed one opened piece by piece, failing at the first piece that does not verify. Sets
 * `found.keyId` to the key a sealed file was made with.
 */
export function unsealing(access: BackupAccess, found: { keyId: string | null }): Stage {
  return async function* (chunks) {
    let open: ((bytes: Buffer, last: boolean) => Buffer) | undefined;
    for await (const { bytes, last } of pieces(chunks, HEADER_BYTES, PIECE_BYTES + TAG_BYTES)) {
      if (open) yield open(bytes, last);
      else if (bytes.subarray(0, GZIP_MAGIC.byteLength).equals(GZIP_MAGIC)) {
        if (access.key && !access.allowUnkeyed)
          throw new BackupError(
            "the backup is neither encrypted nor authenticated (made without BACKUP_KEY), so whoever could write it could have changed it: restore it with --allow-unkeyed only if you know it is yours",
          );
        open = (plain) => plain;
        yield bytes;
      } else {
        open = pieceOpener(bytes, access.key);
        found.keyId = access.key?.id ?? null;
        // A file that ends after its header has lost its last piece.
        if (last) yield open(Buffer.alloc(0), true);
      }
    }
  };
}

/** Reads a sealed file's header and checks the key; returns what opens its pieces, in order. */
function pieceOpener(header: Buffer, key: BackupKey | undefined) {
  if (header.byteLength === 0) throw new BackupError("corrupt backup: the file is empty");
  if (!header.subarray(0, MAGIC.byteLength).equals(MAGIC)) throw new BackupError("not a leads backup file");
  const version = header[MAGIC.byteLength];
  if (version !== ENVELOPE_VERSION)
    throw new BackupError(`encrypted backup version ${String(version)} is not supported`);
  if (header.byteLength < HEADER_BYTES)
    throw new BackupError("corrupt backup: the file ends inside its header");
  if (header.readUInt32BE(PIECE_SIZE_AT) !== PIECE_BYTES)
    throw new BackupError("corrupt backup: the header's piece size is not 64 KiB");
  const keyId = header.subarray(KEY_ID_AT, SALT_AT).toString("hex");
  if (!key)
    throw new BackupError(
      `the backup is encrypted (key id ${keyId}): set BACKUP_KEY to the key it was made with`,
    );
  if (keyId !== key.id)
    throw new BackupError(
      `the backup was made with another BACKUP_KEY (key id ${keyId}; this BACKUP_KEY's id is ${key.id})`,
    );
  const secret = fileKey(key, header.subarray(SALT_AT, PIECE_SIZE_AT));
  const authenticated = Buffer.from(header);
  let counter = 0n;
  return (sealed: Buffer, last: boolean) => {
    if (sealed.byteLength < TAG_BYTES)
      throw new BackupError("corrupt backup: it ends early (its last piece is cut short)");
    const piece = counter++;
    const decipher = createDecipheriv("aes-256-gcm", secret, nonce(piece, last));
    decipher.setAAD(authenticated);
    decipher.setAuthTag(sealed.subarray(sealed.byteLength - TAG_BYTES));
    const plain = decipher.update(sealed.subarray(0, sealed.byteLength - TAG_BYTES));
    try {
      decipher.final();
    } catch {
      throw new BackupError(
        `corrupt backup: piece ${piece} does not verify with BACKUP_KEY (the file was altered, cut short or reordered)`,
      );
    }
    return plain;
  };
}
