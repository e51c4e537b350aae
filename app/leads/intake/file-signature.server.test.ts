import { describe, expect, it } from "vitest";
import {
  elfExecutable,
  minimalDocx,
  minimalPdf,
  ole2WordDoc,
  plainZip,
  zip,
} from "../../../tests/support/lead-fixtures";
import { attachmentKind, detectKind } from "./file-signature.server";

describe("attachment signatures", () => {
  it("recognises a real PDF, Word 97-2003 document and DOCX under their own extension, in any case", () => {
    expect(attachmentKind("rfp.pdf", minimalPdf())).toBe("pdf");
    expect(attachmentKind("Resume.DOC", ole2WordDoc())).toBe("doc");
    expect(attachmentKind("cv.docx", minimalDocx())).toBe("docx");
    expect(detectKind(plainZip())).toBeNull();
  });

  it.each([
    ["an executable renamed .pdf", "invoice.pdf", elfExecutable()],
    ["a zip without word/document.xml renamed .docx", "cv.docx", plainZip()],
    ["an empty file", "empty.pdf", new Uint8Array()],
    ["a PDF named .docx", "report.docx", minimalPdf()],
    ["a DOCX named .pdf", "letter.pdf", minimalDocx()],
    ["a Word 97 file named .docx", "old.docx", ole2WordDoc()],
    ["a DOCX named .doc", "cv.doc", minimalDocx()],
    [
      "a zip that only mentions word/document.xml in a file",
      "cv.docx",
      zip({ "a.txt": "word/document.xml" }),
    ],
    ["a zip with a longer name ending in word/document.xml", "cv.docx", zip({ "xword/document.xml": "x" })],
  ])("refuses %s", (_case, name, bytes) => {
    expect(attachmentKind(name, bytes)).toBeNull();
  });

  it("refuses other extensions whatever the bytes", () => {
    expect(attachmentKind("rfp.pdf.exe", minimalPdf())).toBeNull();
    expect(attachmentKind("no-extension", minimalPdf())).toBeNull();
  });

  it("refuses an OLE2 file without a WordDocument stream (e.g. a spreadsheet)", () => {
    const sheet = ole2WordDoc();
    const at = sheet.indexOf(0x57, 1024); // 'W' of WordDocument (UTF-16LE)
    sheet[at] = 0x58;
    expect(detectKind(sheet)).toBeNull();
  });
});
