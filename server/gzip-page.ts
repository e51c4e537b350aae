import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A gzip response assembled per request from pieces compressed once (ADR 007).
 *
 * A prerendered page differs between responses only in a few short values (the CSP nonce, a form's
 * no-script question). DEFLATE streams can be concatenated block by block: each static stretch is
 * compressed once at start-up, ending on a byte boundary with a sync flush (a non-final block), each
 * value goes in as a "stored" block, and a final empty block closes the stream. Per response the
 * server only copies buffers and runs the CRC-32 (native code) over the page: compressing the same
 * 40 kB again for every visitor is the work nginx and the compression middleware would do.
 */

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** BFINAL=1, BTYPE=01 (fixed Huffman), end-of-block: the shortest valid last block. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
const MAX_STORED = 0xffff;

type Piece = { raw: Buffer; deflated: Buffer };

/** A DEFLATE stored block (or several, past 64 kB) holding `bytes` as they are. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += MAX_STORED) {
    const chunk = bytes.subarray(offset, offset + MAX_STORED);
    const header = Buffer.alloc(5);
    header[0] = 0x00; // BFINAL=0, BTYPE=00; the stream is byte-aligned here, so the rest is padding
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/** Assembles the page for one response; null if a value has not the length it was promised. */
export type GzipPage = (values: readonly string[]) => Buffer | null;

const WINDOW = 32 * 1024;

/**
 * `statics` are the fixed stretches of the page, with one value between each two of them:
 * render([v1, v2, …]) is gzip(statics[0] + v1 + statics[1] + v2 + … + statics[n]).
 *
 * `valueBytes[i]`, when known, is the fixed byte length of value i (a CSP nonce always has 24).
 * Then each stretch is compressed with what precedes it as a preset dictionary, the value's place
 * held by NUL bytes: HTML never contains NUL, so no match can reach into a value, and every distance
 * is right because the value has exactly that length. Without it, stretches compress on their own.
 */
export function gzipPage(statics: readonly string[], valueBytes: readonly (number | null)[] = []): GzipPage {
  let history = Buffer.alloc(0);
  const pieces: Piece[] = statics.map((text, i) => {
    const raw = Buffer.from(text);
    const deflated =
      raw.length === 0
        ? Buffer.alloc(0)
        : deflateRawSync(raw, {
            level: 9,
            finishFlush: constants.Z_SYNC_FLUSH,
            ...(history.length > 0 ? { dictionary: history.subarray(-WINDOW) } : {}),
          });
    const known = valueBytes[i];
    history =
      known == null || raw.includes(0)
        ? Buffer.alloc(0)
        : Buffer.concat([history, raw, Buffer.alloc(known)]).subarray(-WINDOW);
    return { raw, deflated };
  });
  return (values) => {
    if (values.length !== pieces.length - 1) throw new Error("one value between each two static parts");
    const out: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let size = 0;
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i]!;
      out.push(piece.deflated);
      crc = crc32(piece.raw, crc);
      size += piece.raw.length;
      if (i === values.length) break;
      const bytes = Buffer.from(values[i]!);
      const known = valueBytes[i];
      if (known != null && bytes.length !== known) return null;
      if (bytes.length > 0) {
        out.push(...storedBlocks(bytes));
        crc = crc32(bytes, crc);
        size += bytes.length;
      }
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size >>> 0, 4);
    out.push(FINAL_EMPTY_BLOCK, trailer);
    return Buffer.concat(out);
  };
}
