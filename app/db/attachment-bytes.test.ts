import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ATTACHMENT_CHUNK_BYTES, attachmentStream, writeAttachmentBytes } from "./attachment-bytes.server";
import { type Database, rowsOf } from "./client.server";
import { storeLead } from "~/leads/intake/store.server";
import { memoryDatabase } from "../../tests/support/memory-database";
import { newLead } from "../../tests/support/stored-lead";
import { byteaSerializers } from "./pglite-bytea.server";
import * as schema from "./schema.server";

// The committed migrations on an in-memory PGlite opened the way the server opens it.
const openDatabase = memoryDatabase();
let database: Database;
beforeAll(() => {
  database = openDatabase();
});

/** The whole attachment, gathered from its stream. */
const readAll = async (ref: { submissionId: string; position: number }) =>
  Buffer.from(await new Response(await attachmentStream(database, ref)).arrayBuffer());

/** A stored lead with one described attachment at position 1, its bytes not yet written. */
async function attachmentRow(size: number) {
  const submissionId = await storeLead(newLead(), database);
  await database.insert(schema.leadAttachments).values({
    submissionId,
    position: 1,
    originalName: "cv.pdf",
    storedName: "cv.pdf",
    contentType: "application/pdf",
    size,
    sha256: "-",
  });
  return { submissionId, position: 1 };
}

const patterned = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 31 + (i >> 11)) & 255);

async function pieceSizes(submissionId: string): Promise<number[]> {
  const rows = rowsOf<{ size: number }>(
    await database.execute(
      sql`select length(data) as size from lead_attachment_chunks where submission_id = ${submissionId} order by seq`,
    ),
  );
  return rows.map((row) => Number(row.size));
}

describe("attachment bytes in pieces", () => {
  it("splits a file into pieces of at most ATTACHMENT_CHUNK_BYTES and streams them back in order, one per read", async () => {
    const bytes = patterned(ATTACHMENT_CHUNK_BYTES * 2 + 12_345);
    const ref = await attachmentRow(bytes.byteLength);
    await writeAttachmentBytes(database, ref, bytes);
    const sizes = [ATTACHMENT_CHUNK_BYTES, ATTACHMENT_CHUNK_BYTES, 12_345];
    expect(await pieceSizes(ref.submissionId)).toEqual(sizes);
    expect((await readAll(ref)).equals(Buffer.from(bytes))).toBe(true);
    const reader = (await attachmentStream(database, ref)).getReader();
    const read: number[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read())
      read.push(next.value.byteLength);
    expect(read).toEqual(sizes);
  });

  it("reads files stored before the pieces became smaller: 1 MiB pieces come back whole", async () => {
    const oldPiece = 1024 * 1024;
    expect(ATTACHMENT_CHUNK_BYTES).toBeLessThan(oldPiece);
    const bytes = patterned(oldPiece + 777);
    const ref = await attachmentRow(bytes.byteLength);
    for (const [seq, offset] of [0, oldPiece].entries()) {
      await database.insert(schema.leadAttachmentChunks).values({
        ...ref,
        seq,
        data: bytes.subarray(offset, offset + oldPiece),
      });
    }
    expect((await readAll(ref)).equals(Buffer.from(bytes))).toBe(true);
  });

  it("keeps an empty file as one empty piece", async () => {
    const ref = await attachmentRow(0);
    await writeAttachmentBytes(database, ref, new Uint8Array(0));
    expect(await pieceSizes(ref.submissionId)).toEqual([0]);
    expect((await readAll(ref)).byteLength).toBe(0);
  });

  it("stores every byte value exactly, through a parameter rather than SQL text", async () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const ref = await attachmentRow(bytes.byteLength);
    await writeAttachmentBytes(database, ref, bytes);
    const [row] = rowsOf<{ hex: string }>(
      await database.execute(
        sql`select encode(data, 'hex') as hex from lead_attachment_chunks where submission_id = ${ref.submissionId}`,
      ),
    );
    expect(row?.hex).toBe(Buffer.from(bytes).toString("hex"));
  });

  it("goes when its lead is deleted", async () => {
    const ref = await attachmentRow(10);
    await writeAttachmentBytes(database, ref, patterned(10));
    await database.delete(schema.leadSubmissions).where(sql`id = ${ref.submissionId}`);
    expect(await pieceSizes(ref.submissionId)).toEqual([]);
  });
});

// Every byte value round-trips through the codec above (the in-memory database uses it).
describe("PGlite's bytea codec", () => {
  it("refuses a value that is not bytes", () => {
    expect(() => byteaSerializers[17]("text")).toThrow(/Uint8Array/);
  });
});
