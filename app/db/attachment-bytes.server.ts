/**
 * Lead attachment bytes, stored in pieces of at most ATTACHMENT_CHUNK_BYTES (ADR 011), read one
 * piece per query so a reader holds one piece at a time.
 */
import { ReadableStream as NodeReadableStream } from "node:stream/web";
import { and, eq } from "drizzle-orm";
import type { Database } from "./client.server";
import { leadAttachmentChunks } from "./schema.server";

/** PostgreSQL handles several small parameters far more cheaply than one large one (ADR 011). */
export const ATTACHMENT_CHUNK_BYTES = 256 * 1024;

type AttachmentRef = { submissionId: string; position: number };

export async function writeAttachmentBytes(
  writer: Pick<Database, "insert">,
  ref: AttachmentRef,
  bytes: Uint8Array,
): Promise<void> {
  // An empty file still gets one (empty) piece, so every stored attachment has at least one row.
  const count = Math.max(1, Math.ceil(bytes.byteLength / ATTACHMENT_CHUNK_BYTES));
  for (let seq = 0; seq < count; seq++) {
    const offset = seq * ATTACHMENT_CHUNK_BYTES;
    await writer.insert(leadAttachmentChunks).values({
      ...ref,
      seq,
      data: bytes.subarray(offset, offset + ATTACHMENT_CHUNK_BYTES),
    });
  }
}

const pieceFilter = (ref: AttachmentRef) =>
  and(
    eq(leadAttachmentChunks.submissionId, ref.submissionId),
    eq(leadAttachmentChunks.position, ref.position),
  );

/** The pieces of one attachment in order; fetched one at a time as the consumer asks for them. */
export async function* readAttachmentPieces(
  database: Database,
  ref: AttachmentRef,
): AsyncGenerator<Uint8Array> {
  // Pieces are numbered 0, 1, 2… by every writer (migration 0002, writeAttachmentBytes, a restore).
  const count = await database.$count(leadAttachmentChunks, pieceFilter(ref));
  for (let seq = 0; seq < count; seq++) {
    const [piece] = await database
      .select({ data: leadAttachmentChunks.data })
      .from(leadAttachmentChunks)
      .where(and(pieceFilter(ref), eq(leadAttachmentChunks.seq, seq)));
    // Attachments are never changed, only deleted with their lead, so a missing piece means it was deleted.
    if (!piece) throw new Error("attachment deleted while being read");
    yield piece.data;
  }
}

/**
 * The pieces as a byte stream, pulled one at a time so a slow download holds one piece, not the file.
 * The first piece is read up front so that a database error becomes an error response, not a 200 cut short.
 */
export async function attachmentStream(
  database: Database,
  ref: AttachmentRef,
): Promise<ReadableStream<Uint8Array>> {
  const pieces = readAttachmentPieces(database, ref);
  const first = await pieces.next();
  async function* all() {
    if (first.done) return;
    yield first.value;
    yield* pieces;
  }
  // Node's stream, typed as the web's one the Response takes (the DOM typings lack `from`).
  return NodeReadableStream.from(all()) as ReadableStream<Uint8Array>;
}
