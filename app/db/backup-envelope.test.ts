import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { beforeAll, describe, expect, it } from "vitest";
import { PIECE_BYTES, sealing, unsealing } from "./backup-envelope.server";
import { type BackupKey, backupKey } from "./backup-key.server";

const HEADER_BYTES = 53;
const SEALED_PIECE = PIECE_BYTES + 16;
const newKey = () => backupKey(randomBytes(32).toString("hex"))!;

/** `bytes` through a stage, cut into small uneven chunks (as a file read may be). */
function through(stage: (chunks: AsyncIterable<Buffer>) => AsyncIterable<Buffer>, bytes: Buffer) {
  const chunks = [];
  for (let at = 0; at < bytes.byteLength; at += 7_001) chunks.push(bytes.subarray(at, at + 7_001));
  return buffer(stage(Readable.from(chunks)));
}

const seal = (key: BackupKey, plain: Buffer) => through(sealing(key), plain);
const unseal = (key: BackupKey | undefined, sealed: Buffer, found = { keyId: null as string | null }) =>
  through(unsealing({ key }, found), sealed);

describe("the sealed backup envelope", () => {
  const key = newKey();
  // Three whole pieces and a shorter last one; random, as a gzip stream is.
  const plain = randomBytes(3 * PIECE_BYTES + 1234);
  let sealed: Buffer;

  beforeAll(async () => {
    sealed = await seal(key, plain);
  });

  it("round-trips any length, a multiple of the piece size and nothing at all included", async () => {
    expect(sealed.byteLength).toBe(HEADER_BYTES + plain.byteLength + 4 * 16);
    expect(sealed.includes(plain.subarray(0, 64))).toBe(false);
    const found = { keyId: null as string | null };
    expect((await unseal(key, sealed, found)).equals(plain)).toBe(true);
    expect(found.keyId).toBe(key.id);
    for (const size of [0, 1, PIECE_BYTES, 2 * PIECE_BYTES]) {
      const bytes = randomBytes(size);
      expect((await unseal(key, await seal(key, bytes))).equals(bytes), String(size)).toBe(true);
    }
  });

  it("seals each file under its own key: the same bytes never give the same file", async () => {
    const again = await seal(key, plain);
    expect(
      again
        .subarray(HEADER_BYTES, HEADER_BYTES + 64)
        .equals(sealed.subarray(HEADER_BYTES, HEADER_BYTES + 64)),
    ).toBe(false);
  });

  it("refuses a changed byte anywhere: header, any piece, any tag", async () => {
    const places = {
      "key id": 9,
      salt: 20,
      "first piece": HEADER_BYTES + 10,
      "a middle piece's tag": HEADER_BYTES + 2 * SEALED_PIECE - 1,
      "the last tag": sealed.byteLength - 1,
    };
    for (const [where, at] of Object.entries(places)) {
      const altered = Buffer.from(sealed);
      altered[at]! ^= 0x01;
      await expect(unseal(key, altered), where).rejects.toThrow(
        /^(corrupt backup|the backup was made with another)/,
      );
    }
  });

  it("refuses a file cut short, at a piece boundary too, and one with bytes after its end", async () => {
    await expect(unseal(key, sealed.subarray(0, 20))).rejects.toThrow(
      /^corrupt backup: the file ends inside its header$/,
    );
    for (const length of [HEADER_BYTES, HEADER_BYTES + SEALED_PIECE, sealed.byteLength - 1])
      await expect(unseal(key, sealed.subarray(0, length)), String(length)).rejects.toThrow(
        /^corrupt backup: /,
      );
    await expect(unseal(key, Buffer.concat([sealed, Buffer.from("x")]))).rejects.toThrow(
      /^corrupt backup: piece 3 does not verify/,
    );
  });

  it("refuses pieces in another order, and a piece taken from another file of the same key", async () => {
    const piece = (file: Buffer, n: number) =>
      file.subarray(HEADER_BYTES + n * SEALED_PIECE, HEADER_BYTES + (n + 1) * SEALED_PIECE);
    const swapped = Buffer.concat([
      sealed.subarray(0, HEADER_BYTES),
      piece(sealed, 1),
      piece(sealed, 0),
      sealed.subarray(HEADER_BYTES + 2 * SEALED_PIECE),
    ]);
    await expect(unseal(key, swapped)).rejects.toThrow(/^corrupt backup: piece 0 does not verify/);
    const other = await seal(key, randomBytes(plain.byteLength));
    const spliced = Buffer.concat([
      sealed.subarray(0, HEADER_BYTES + SEALED_PIECE),
      piece(other, 1),
      sealed.subarray(HEADER_BYTES + 2 * SEALED_PIECE),
    ]);
    await expect(unseal(key, spliced)).rejects.toThrow(/^corrupt backup: piece 1 does not verify/);
  });

  it("names the key a file needs, and refuses another key before it reads a piece", async () => {
    const other = newKey();
    await expect(unseal(other, sealed)).rejects.toThrow(
      `the backup was made with another BACKUP_KEY (key id ${key.id}; this BACKUP_KEY's id is ${other.id})`,
    );
    // Another key under the first key's id (a forged header) still opens nothing.
    await expect(unseal({ ...other, id: key.id }, sealed)).rejects.toThrow(
      /^corrupt backup: piece 0 does not verify/,
    );
  });

  it("tells a sealed file from a plain gzip one, passed on as it is, and from anything else", async () => {
    const gzip = Buffer.concat([Buffer.from([0x1f, 0x8b]), randomBytes(100_000)]);
    const found = { keyId: null };
    expect((await unseal(undefined, gzip, found)).equals(gzip)).toBe(true);
    expect(found.keyId).toBeNull();
    await expect(unseal(key, Buffer.from("hello world"))).rejects.toThrow(/^not a leads backup file$/);
    await expect(unseal(key, Buffer.alloc(0))).rejects.toThrow(/^corrupt backup: the file is empty$/);
  });
});
