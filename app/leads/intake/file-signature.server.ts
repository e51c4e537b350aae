/** Attachment type checks: the extension (.pdf, .doc, .docx) and the file's bytes must agree. */

export const CONTENT_TYPES = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};
export type DocumentKind = keyof typeof CONTENT_TYPES;

const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CENTRAL_ENTRY = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

/**
 * Whether the zip's central directory names an entry `name`. The name as plain bytes is not enough:
 * any file's contents or comment can carry it.
 */
function zipHasEntry(buffer: Buffer, name: string): boolean {
  for (let at = buffer.indexOf(CENTRAL_ENTRY); at !== -1; at = buffer.indexOf(CENTRAL_ENTRY, at + 4)) {
    if (at + 46 > buffer.length) return false;
    const nameLength = buffer.readUInt16LE(at + 28);
    if (buffer.toString("latin1", at + 46, at + 46 + nameLength) === name) return true;
  }
  return false;
}

/** The kind the bytes say; an empty file is never a document. */
export function detectKind(bytes: Uint8Array): DocumentKind | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PDF readers look for "%PDF-" within the first 1024 bytes.
  if (buffer.subarray(0, 1024).includes("%PDF-")) return "pdf";
  // Word 97-2003: an OLE2 compound file whose directory (after the 512-byte header) names a WordDocument stream.
  if (buffer.subarray(0, 8).equals(OLE2_MAGIC) && buffer.indexOf("WordDocument", 512, "utf16le") !== -1)
    return "doc";
  // DOCX: a zip (an Office Open XML package) with a word/document.xml entry.
  if (buffer.subarray(0, 4).equals(ZIP_MAGIC) && zipHasEntry(buffer, "word/document.xml")) return "docx";
  return null;
}

export function attachmentKind(filename: string, bytes: Uint8Array): DocumentKind | null {
  const byName = /\.(pdf|docx?)$/i.exec(filename.trim())?.[1]?.toLowerCase();
  const kind = detectKind(bytes);
  return kind !== null && kind === byName ? kind : null;
}
