import { describe, expect, it } from "vitest";
import { contentDisposition, sanitizeFilename, storedFilename } from "./filename";

describe("filenames", () => {
  it("keeps only a clean base name", () => {
    expect(sanitizeFilename("../../etc/passwd.pdf")).toBe("passwd.pdf");
    expect(sanitizeFilename("C:\\Users\\ana\\CV final.docx")).toBe("CV final.docx");
    expect(sanitizeFilename("a\u0000b\r\n<c>.pdf")).toBe("abc.pdf");
    expect(sanitizeFilename("...hidden.pdf")).toBe("hidden.pdf");
    expect(sanitizeFilename("")).toBe("attachment");
  });

  it("bounds the length and keeps the extension", () => {
    const long = `${"x".repeat(300)}.docx`;
    const clean = sanitizeFilename(long);
    expect(clean.length).toBe(120);
    expect(clean.endsWith(".docx")).toBe(true);
  });

  it("generates storage names from the lead id", () => {
    expect(storedFilename("abc", 2, "pdf")).toBe("abc-2.pdf");
  });

  it("encodes download names safely", () => {
    expect(contentDisposition('résumé "final".pdf')).toBe(
      `attachment; filename="r_sum_ _final_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22.pdf`,
    );
  });
});
