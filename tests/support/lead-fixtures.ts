/** Real document bytes for the lead tests (PDF, DOC, DOCX) and impostors (executable, zip, empty file). */
import { crc32 } from "node:zlib";

/** A one-page PDF with a correct cross-reference table. */
export function minimalPdf(text = "Northpeak RFP"): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << >> >>",
  ];
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** A record of `size` zero bytes but for these little-endian 32- and 16-bit fields, by offset. */
function record(size: number, long: Record<number, number>, short: Record<number, number>): Buffer {
  const bytes = Buffer.alloc(size);
  for (const [at, value] of Object.entries(long)) bytes.writeUInt32LE(value, Number(at));
  for (const [at, value] of Object.entries(short)) bytes.writeUInt16LE(value, Number(at));
  return bytes;
}

/** An OLE2 compound file: header sector + a directory sector naming "Root Entry" and "WordDocument". */
export function ole2WordDoc(): Uint8Array {
  // Version 3.62, little-endian, sectors of 2^9 and mini sectors of 2^6 bytes; one FAT sector (sector
  // 0), the directory at sector 1, the mini stream cutoff, no mini FAT or DIFAT chain; the rest unused.
  const header = record(
    512,
    { 44: 1, 48: 1, 56: 4096, 60: 0xfffffffe, 68: 0xfffffffe, 76: 0 },
    { 24: 0x3e, 26: 3, 28: 0xfffe, 30: 9, 32: 6 },
  ).fill(0xff, 0x50);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const entry = (name: string, type: number) => {
    const bytes = record(128, {}, { 64: (name.length + 1) * 2 });
    bytes.write(name, "utf16le");
    bytes[66] = type;
    return bytes;
  };
  const fat = Buffer.alloc(512);
  return new Uint8Array(
    Buffer.concat([header, fat, entry("Root Entry", 5), entry("WordDocument", 2), Buffer.alloc(256)]),
  );
}

/** A stored (uncompressed) zip of the given entries. */
export function zip(entries: Record<string, string>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const [path, data] = [Buffer.from(name), Buffer.from(text)];
    const [crc, size] = [crc32(data), data.length];
    // Signature, version needed (2.0), CRC-32, both sizes, name length; the central entry also
    // gives the version that made it and where the entry starts.
    const local = record(30, { 0: 0x04034b50, 14: crc, 18: size, 22: size }, { 4: 20, 26: path.length });
    const central = { 0: 0x02014b50, 16: crc, 20: size, 24: size, 42: offset };
    locals.push(Buffer.concat([local, path, data]));
    centrals.push(Buffer.concat([record(46, central, { 4: 20, 6: 20, 28: path.length }), path]));
    offset += local.length + path.length + size;
  }
  const directory = Buffer.concat(centrals);
  const count = centrals.length;
  const end = record(22, { 0: 0x06054b50, 12: directory.length, 16: offset }, { 8: count, 10: count });
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

export function minimalDocx(text = "Curriculum vitae"): Uint8Array {
  return zip({
    "[Content_Types].xml":
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    "_rels/.rels":
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    "word/document.xml": `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

/** The first bytes of an ELF executable. */
export function elfExecutable(): Uint8Array {
  const bytes = new Uint8Array(256);
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], 0);
  return bytes;
}

export function plainZip(): Uint8Array {
  return zip({ "notes.txt": "not a word document" });
}

/** A PDF padded to `size` bytes (still a PDF: the header leads, padding sits in a comment). */
export function pdfOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(minimalPdf().subarray(0, size));
  return bytes;
}
