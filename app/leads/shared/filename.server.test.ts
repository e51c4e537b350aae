import { describe, expect, it } from "vitest";
import { contentDisposition, sanitizeFilename } from "./filename.server";

describe("filenames", () => {
  it("keeps only a clean base name", () => {
    expect(sanitizeFilename("C:\\Users\\ana\\CV final.docx")).toBe("CV final.docx");
    expect(sanitizeFilename("a\u0000b\r\n<c>.pdf")).toBe("abc.pdf");
    expect(sanitizeFilename("...hidden.pdf")).toBe("hidden.pdf");
    expect(sanitizeFilename("")).toBe("attachment");
    expect(sanitizeFilename(`${"x".repeat(300)}.docx`)).toBe(`${"x".repeat(115)}.docx`);
  });

  // One row per kind of character the rule names (format characters: an override and a zero-width one).
  it.each([
    ["every bidirectional embedding and override", "\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee.pdf", "abcde.pdf"],
    ["zero-width spaces and joiners", "in\u200Bvoi\u200Cce\u200D.pdf", "invoice.pdf"],
    ["line and paragraph separators", "a\u2028b\u2029.pdf", "ab.pdf"],
    ["C0 and C1 controls", "a\u0001\u001Fb\u007F\u0085\u009Fc.pdf", "abc.pdf"],
  ])("removes %s", (_what, raw, clean) => {
    expect(sanitizeFilename(raw)).toBe(clean);
  });

  it("falls back when nothing visible is left", () => {
    expect(sanitizeFilename("\u202E\u200B\uFEFF")).toBe("attachment");
    expect(sanitizeFilename("\u200B.\u200B.pdf")).toBe("pdf");
  });

  it("keeps letters of every script", () => {
    expect(sanitizeFilename("سيرة ذاتية.pdf")).toBe("سيرة ذاتية.pdf");
    expect(sanitizeFilename("履歴書.docx")).toBe("履歴書.docx");
  });

  it("encodes download names safely", () => {
    expect(contentDisposition('résumé "final".pdf')).toBe(
      `attachment; filename="r_sum_ _final_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22.pdf`,
    );
  });
});
