/**
 * Encrypted backup files: the backup's gzip stream sealed with AES-256-GCM in pieces, so restore never
 * reads a byte it has not authenticated. The file layout, keys and nonces are described in ADR 029.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { open } from "node:fs/promises";
import { Transform, type TransformCallback } from "node:stream";
import type { BackupKey } from "./backup-key.server";

/** Why a backup or a restore was refused: one line an operator can act on, printed as it is. */
export class BackupError extends Error {}

const MAGIC = Buffer.from("NPBACKUP", "ascii");
const ENVELOPE_VERSION = 1;
const KEY_ID_BYTES = 8;
const SALT_BYTES = 32;
const VERSION_AT = MAGIC.byteLength;
const KEY_ID_AT = VERSION_AT + 1;
const SALT_AT = KEY_ID_AT + KEY_ID_BYTES;
const PIECE_SIZE_AT = SALT_AT + SALT_BYTES;
const HEADER_BYTES = PIECE_SIZE_AT + 4;
const TAG_BYTES = 16;
/** Plaintext bytes per piece; the header names it, and a reader takes no other size. */
export const PIECE_BYTES = 64 * 1024;
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

type Header = { bytes: Buffer; keyId: string; salt: Buffer };

const fileKey = (key: BackupKey, salt: Buffer) =>
  Buffer.from(hkdfSync("sha256", key.bytes, salt, "northpeak-leads-backup envelope 1", 32));

function nonce(counter: bigint, last: boolean): Buffer {
  const bytes = Buffer.alloc(12);
  bytes.writeBigUInt64BE(counter, 3);
  bytes[11] = last ? 1 : 0;
  return bytes;
}

function readHeader(bytes: Buffer): Header {
  if (!bytes.subarray(0, MAGIC.byteLength).equals(MAGIC)) throw new BackupError("not a leads backup file");
  const version = bytes[VERSION_AT];
  if (version !== ENVELOPE_VERSION)
    throw new BackupError(`encrypted backup version ${String(version)} is not supported`);
  if (bytes.byteLength < HEADER_BYTES)
    throw new BackupError("corrupt backup: the file ends inside its header");
  const keyId = bytes.subarray(KEY_ID_AT, SALT_AT).toString("hex");
  const salt = Buffer.from(bytes.subarray(SALT_AT, PIECE_SIZE_AT));
  if (bytes.readUInt32BE(PIECE_SIZE_AT) !== PIECE_BYTES)
    throw new BackupError("corrupt backup: the header's piece size is not 64 KiB");
  return { bytes: Buffer.from(bytes.subarray(0, HEADER_BYTES)), keyId, salt };
}

/** What a backup file is, from its first bytes: a plain gzip file, or sealed with the key `keyId`. */
export async function backupEnvelope(
  file: string,
): Promise<{ sealed: false } | { sealed: true; keyId: string }> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEADER_BYTES, 0);
    const bytes = head.subarray(0, bytesRead);
    if (bytes.subarray(0, GZIP_MAGIC.byteLength).equals(GZIP_MAGIC)) return { sealed: false };
    if (bytesRead === 0) throw new BackupError("corrupt backup: the file is empty");
    return { sealed: true, keyId: readHeader(bytes).keyId };
  } finally {
    await handle.close();
  }
}

/** Encrypts a stream into a sealed backup: the header, then one piece per PIECE_BYTES. */
export function sealBackup(key: BackupKey): Transform {
  const salt = randomBytes(SALT_BYTES);
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header[VERSION_AT] = ENVELOPE_VERSION;
  Buffer.from(key.id, "hex").copy(header, KEY_ID_AT);
  salt.copy(header, SALT_AT);
  header.writeUInt32BE(PIECE_BYTES, PIECE_SIZE_AT);
  const secret = fileKey(key, salt);
  let counter = 0n;
  let pending: Buffer = Buffer.alloc(0);
  const sealPiece = (plain: Buffer, last: boolean) => {
    const cipher = createCipheriv("aes-256-gcm", secret, nonce(counter++, last));
    cipher.setAAD(header);
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  return new Transform({
    construct(callback) {
      this.push(header);
      callback();
    },
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending = pending.byteLength === 0 ? chunk : Buffer.concat([pending, chunk]);
      // Seal a full piece only once more data follows: the last piece must carry the last-piece flag.
      while (pending.byteLength > PIECE_BYTES) {
        this.push(sealPiece(pending.subarray(0, PIECE_BYTES), false));
        pending = pending.subarray(PIECE_BYTES);
      }
      callback();
    },
    flush(callback: TransformCallback) {
      callback(null, sealPiece(pending, true));
    },
  });
}

/**
 * Decrypts a backup sealed with `key`, passing on only authenticated bytes; the stream fails at the
 * first piece that does not verify, or at the end if the last piece is missing.
 */
export function openBackup(key: BackupKey): Transform {
  let header: Header | undefined;
  let secret: Buffer | undefined;
  let counter = 0n;
  let pending: Buffer = Buffer.alloc(0);
  const openPiece = (sealed: Buffer, last: boolean) => {
    if (!header || !secret) throw new BackupError("corrupt backup: the file ends inside its header");
    if (sealed.byteLength < TAG_BYTES)
      throw new BackupError("corrupt backup: it ends early (its last piece is cut short)");
    const piece = counter++;
    const decipher = createDecipheriv("aes-256-gcm", secret, nonce(piece, last));
    decipher.setAAD(header.bytes);
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
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      try {
        pending = pending.byteLength === 0 ? chunk : Buffer.concat([pending, chunk]);
        if (!header) {
          if (pending.byteLength < HEADER_BYTES) return callback();
          header = readHeader(pending);
          if (header.keyId !== key.id) throw new BackupError(wrongKey(header.keyId, key.id));
          secret = fileKey(key, header.salt);
          pending = pending.subarray(HEADER_BYTES);
        }
        const sealedBytes = PIECE_BYTES + TAG_BYTES;
        // A whole piece is not the last one only if more bytes follow it.
        while (pending.byteLength > sealedBytes) {
          this.push(openPiece(pending.subarray(0, sealedBytes), false));
          pending = pending.subarray(sealedBytes);
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      try {
        if (!header) throw new BackupError("corrupt backup: the file ends inside its header");
        callback(null, openPiece(pending, true));
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

export const wrongKey = (fileKeyId: string, keyId: string) =>
  `the backup was made with another BACKUP_KEY (key id ${fileKeyId}; this BACKUP_KEY's id is ${keyId})`;
