import { describe, expect, it } from "vitest";
import { addFiles, formatBytes } from "./files";

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { lastModified: 1 });

describe("attachment checks", () => {
  it("keeps several files in 'files' mode, skipping duplicates and rejected types", () => {
    const a = file("a.pdf");
    const first = addFiles([], [a, file("b.docx")], "files");
    expect(first.files.map((f) => f.name)).toEqual(["a.pdf", "b.docx"]);
    const second = addFiles(first.files, [a, file("c.exe")], "files");
    expect(second.files.map((f) => f.name)).toEqual(["a.pdf", "b.docx"]);
    expect(second.errors).toEqual(['"c.exe" is not a PDF, DOC or DOCX file.']);
  });

  it("takes .pdf, .doc and .docx in any case; names each wrong-type file; says a shared refusal once", () => {
    const result = addFiles(
      [],
      [
        file("a.exe"),
        file("ok.pdf"),
        file("CV.DOC"),
        file("cover-letter.docx"),
        file("archive.docx.zip"),
        file("pdf"),
        file("c.pdf", 11 * 1024 * 1024),
        file("d.pdf", 11 * 1024 * 1024),
      ],
      "files",
    );
    expect(result.files.map((f) => f.name)).toEqual(["ok.pdf", "CV.DOC", "cover-letter.docx"]);
    expect(result.errors).toEqual([
      '"a.exe" is not a PDF, DOC or DOCX file.',
      '"archive.docx.zip" is not a PDF, DOC or DOCX file.',
      '"pdf" is not a PDF, DOC or DOCX file.',
      "Each file must be 10 MB or smaller.",
    ]);
  });

  it("stops at five files", () => {
    const many = ["1", "2", "3", "4", "5", "6"].map((n) => file(`${n}.pdf`));
    const result = addFiles([], many, "files");
    expect(result.files).toHaveLength(5);
    expect(result.errors).toEqual(["You can attach up to 5 files."]);
  });

  it("takes a file of exactly 10 MB (one byte more: attachment-refusals.test.ts)", () => {
    const exact = file("exact.pdf", 10 * 1024 * 1024);
    expect(addFiles([], [exact], "files")).toEqual({ files: [exact], errors: [] });
  });

  it("keeps only the latest accepted CV in 'cv' mode", () => {
    const old = file("old.pdf");
    expect(addFiles([old], [file("new.docx")], "cv").files.map((f) => f.name)).toEqual(["new.docx"]);
    const kept = addFiles([old], [file("virus.exe")], "cv");
    expect(kept.files).toEqual([old]);
    expect(kept.errors).toEqual(['"virus.exe" is not a PDF, DOC or DOCX file.']);
  });

  it("formats sizes", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(2048)).toBe("2 KB");
    expect(formatBytes(3.5 * 1024 * 1024)).toBe("3.5 MB");
  });
});
