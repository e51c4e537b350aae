/** Attachment type checks: the extension (.pdf, .doc, .docx) and the file's bytes must agree. */

export type DocumentKind = "pdf" | "doc" | "docx";

export const CONTENT_TYPES: Record<DocumentKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((byte, i) => bytes[at + i] === byte);
}

function indexOfBytes(bytes: Uint8Array, needle: Uint8Array, from = 0, to = bytes.length): number {
  const last = Math.min(to, bytes.length) - needle.length;
  outer: for (let i = from; i <= last; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const utf16le = (text: string) => Uint8Array.from([...text].flatMap((c) => [c.charCodeAt(0), 0]));

const PDF_HEADER = ascii("%PDF-");
const WORD_STREAM = utf16le("WordDocument");

/** PDF: "%PDF-" within the first 1024 bytes, where PDF readers look for it. */
export function isPdf(bytes: Uint8Array): boolean {
  return indexOfBytes(bytes, PDF_HEADER, 0, 1024) !== -1;
}

/** Word 97-2003: an OLE2 compound file whose directory names a "WordDocument" stream. */
export function isWordDoc(bytes: Uint8Array): boolean {
  return startsWith(bytes, OLE2_MAGIC) && bytes.length >= 512 && indexOfBytes(bytes, WORD_STREAM, 512) !== -1;
}

/** Names of the entries in a zip's central directory, or null when the bytes are not a readable zip. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (bytes.length < 22) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== ZIP_LOCAL) return null;
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end === -1) return null;
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  if (offset + size > end) return null;
  const names: string[] = [];
  const decoder = new TextDecoder();
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || view.getUint32(at, true) !== ZIP_CENTRAL) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > end) return null;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** DOCX: a zip (Office Open XML package) that contains word/document.xml. */
export function isDocx(bytes: Uint8Array): boolean {
  return zipEntryNames(bytes)?.includes("word/document.xml") ?? false;
}

export function detectKind(bytes: Uint8Array): DocumentKind | null {
  if (isPdf(bytes)) return "pdf";
  if (isWordDoc(bytes)) return "doc";
  if (isDocx(bytes)) return "docx";
  return null;
}

export function kindOfName(filename: string): DocumentKind | null {
  const match = /\.(pdf|docx?)$/i.exec(filename.trim());
  return match ? (match[1]!.toLowerCase() as DocumentKind) : null;
}

export type AttachmentCheck =
  | { ok: true; kind: DocumentKind }
  | { ok: false; reason: "extension" | "content" };

/** An empty file is never a document. */
export function checkAttachment(filename: string, bytes: Uint8Array): AttachmentCheck {
  const byName = kindOfName(filename);
  if (!byName) return { ok: false, reason: "extension" };
  if (bytes.length === 0 || detectKind(bytes) !== byName) return { ok: false, reason: "content" };
  return { ok: true, kind: byName };
}
