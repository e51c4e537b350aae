import { describe, expect, it } from "vitest";
import {
  elfExecutable,
  minimalDocx,
  minimalPdf,
  ole2WordDoc,
  plainZip,
} from "../../../tests/support/lead-fixtures";
import { checkAttachment, detectKind, isDocx, kindOfName, zipEntryNames } from "./file-signature.server";

describe("attachment signatures", () => {
  it("recognises a real PDF, Word 97-2003 document and DOCX", () => {
    expect(detectKind(minimalPdf())).toBe("pdf");
    expect(detectKind(ole2WordDoc())).toBe("doc");
    expect(detectKind(minimalDocx())).toBe("docx");
    expect(checkAttachment("rfp.pdf", minimalPdf())).toEqual({ ok: true, kind: "pdf" });
    expect(checkAttachment("Resume.DOC", ole2WordDoc())).toEqual({ ok: true, kind: "doc" });
    expect(checkAttachment("cv.docx", minimalDocx())).toEqual({ ok: true, kind: "docx" });
  });

  it("reads the zip central directory", () => {
    expect(zipEntryNames(minimalDocx())).toContain("word/document.xml");
    expect(zipEntryNames(minimalPdf())).toBeNull();
  });

  it("refuses an executable renamed to .pdf", () => {
    expect(checkAttachment("invoice.pdf", elfExecutable())).toEqual({ ok: false, reason: "content" });
  });

  it("refuses a zip renamed to .docx", () => {
    expect(isDocx(plainZip())).toBe(false);
    expect(checkAttachment("cv.docx", plainZip())).toEqual({ ok: false, reason: "content" });
  });

  it("refuses an empty file", () => {
    expect(checkAttachment("empty.pdf", new Uint8Array())).toEqual({ ok: false, reason: "content" });
  });

  it("refuses a real document under another document's extension", () => {
    expect(checkAttachment("cv.doc", minimalDocx())).toEqual({ ok: false, reason: "content" });
    expect(checkAttachment("cv.docx", minimalPdf())).toEqual({ ok: false, reason: "content" });
  });

  it("refuses other extensions whatever the bytes", () => {
    expect(checkAttachment("rfp.pdf.exe", minimalPdf())).toEqual({ ok: false, reason: "extension" });
    expect(checkAttachment("notes.txt", minimalPdf())).toEqual({ ok: false, reason: "extension" });
    expect(kindOfName("no-extension")).toBeNull();
  });

  it("refuses an OLE2 file without a WordDocument stream (e.g. a spreadsheet)", () => {
    const sheet = ole2WordDoc();
    const at = sheet.indexOf(0x57, 1024); // 'W' of WordDocument (UTF-16LE)
    sheet[at] = 0x58;
    expect(detectKind(sheet)).toBeNull();
  });
});
