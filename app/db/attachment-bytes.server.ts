/**
 * The bytes of lead attachments, kept in pieces (ADR 011). Writing splits a file into pieces of at
 * most ATTACHMENT_CHUNK_BYTES, each its own parameter; reading yields the pieces in order, one query
 * each, so a reader holds one piece at a time.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "./client.server";
import { leadAttachmentChunks } from "./schema.server";

/**
 * 256 KiB: PostgreSQL spends far more per byte on one big parameter than on several small ones (it
 * copies each protocol message into memory of its own, and a message of 1 MB or more costs it about
 * twice as much in all). Measured on PostgreSQL 15, 200 inserts of 1 MB each: 4.8-5.3 s of server
 * CPU as one piece, 2.6-3.2 s as four of 256 KiB (ADR 011).
 */
export const ATTACHMENT_CHUNK_BYTES = 256 * 1024;

/** Anything that can run an insert: the database or an open transaction. */
type Writer = Pick<Database, "insert">;

export type AttachmentRef = { submissionId: string; position: number };

export async function writeAttachmentBytes(
  writer: Writer,
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
  const pieces = await database
    .select({ seq: leadAttachmentChunks.seq })
    .from(leadAttachmentChunks)
    .where(pieceFilter(ref))
    .orderBy(asc(leadAttachmentChunks.seq));
  for (const { seq } of pieces) {
    const [piece] = await database
      .select({ data: leadAttachmentChunks.data })
      .from(leadAttachmentChunks)
      .where(and(pieceFilter(ref), eq(leadAttachmentChunks.seq, seq)));
    // Attachments are never changed, only deleted with their lead: a missing piece means exactly that.
    if (!piece) throw new Error("attachment deleted while being read");
    yield piece.data;
  }
}

/**
 * The pieces as a byte stream, pulled one at a time: a slow download holds one piece, not the file.
 * The first piece is read before the stream is handed out, so a database that cannot be read fails
 * the request (an error answer) instead of cutting off a response already sent as 200.
 */
export async function attachmentStream(
  database: Database,
  ref: AttachmentRef,
): Promise<ReadableStream<Uint8Array>> {
  const pieces = readAttachmentPieces(database, ref);
  let first: IteratorResult<Uint8Array> | undefined = await pieces.next();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = first ?? (await pieces.next());
      first = undefined;
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}
