/** A file refused when picked and when sent is refused in the same words by the browser and the server. */
import { describe, expect, it } from "vitest";
import { addFiles } from "~/leads/form/files";
import { type AttachmentMode, type FormId, leadForms } from "../shared/contract";
import { UPLOAD_LIMITS } from "~/settings/upload-limits";
import { MultipartError, type ParsedForm, parseMultipart } from "./multipart.server";
import { collectAttachments, type LeadOutcome, multipartOutcome } from "./submit.server";

const MB = 1024 * 1024;

/** The first bytes of a PDF: enough for the server's check of what a file holds. */
const pdfBytes = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return bytes;
};
const file = (name: string, bytes: Uint8Array<ArrayBuffer>) => new File([bytes], name, { lastModified: 1 });

/** What the browser says when the visitor picks these files for the form's field. */
function browserSays(mode: AttachmentMode, files: File[]): string[] {
  return addFiles([], files, mode).errors;
}

/** The server's reading of the same files sent in a form's field: its parse, or the reader's refusal. */
async function sent(field: string, files: File[]): Promise<ParsedForm | LeadOutcome> {
  const body = new FormData();
  for (const picked of files) body.append(field, picked, picked.name);
  try {
    return await parseMultipart(new Request("http://x/api/contact", { method: "POST", body }), UPLOAD_LIMITS);
  } catch (error) {
    if (error instanceof MultipartError) return multipartOutcome(error);
    throw error;
  }
}

/** Every text the server's answer gives for the files: its message and the field's errors. */
async function serverSays(formId: FormId, field: string, files: File[]): Promise<string[]> {
  const read = await sent(field, files);
  const outcome = "status" in read ? read : collectAttachments(read, leadForms[formId]);
  if (Array.isArray(outcome)) return [];
  return [outcome.body.message, ...(outcome.body.errors?.[field] ?? [])];
}

describe("the browser and the server refuse the same file in the same words", () => {
  it.each([
    ["contact", "files", "files"],
    ["internship", "cv", "cv"],
  ] as const)("a file that is not a PDF, DOC or DOCX (%s form)", async (formId, field, mode) => {
    const exe = file("installer.exe", new TextEncoder().encode("MZ"));
    const browser = browserSays(mode, [exe]);
    expect(browser).toEqual(['"installer.exe" is not a PDF, DOC or DOCX file.']);
    expect(await serverSays(formId, field, [exe])).toEqual(expect.arrayContaining(browser));
  });

  it("several files that are not a PDF, DOC or DOCX, each named", async () => {
    const picked = [
      file("setup.exe", new TextEncoder().encode("MZ")),
      file("notes.txt", new TextEncoder().encode("hi")),
    ];
    const browser = browserSays("files", picked);
    expect(browser).toEqual([
      '"setup.exe" is not a PDF, DOC or DOCX file.',
      '"notes.txt" is not a PDF, DOC or DOCX file.',
    ]);
    expect((await serverSays("contact", "files", picked)).slice(1)).toEqual(browser);
  });

  it("a file over the size limit", async () => {
    const big = file("scan.pdf", pdfBytes(UPLOAD_LIMITS.maxFileBytes + 1));
    const browser = browserSays("files", [big]);
    expect(browser).toEqual([`Each file must be ${UPLOAD_LIMITS.maxFileBytes / MB} MB or smaller.`]);
    expect(await serverSays("contact", "files", [big])).toEqual(browser);
  });

  it("more files than a form takes", async () => {
    const many = Array.from({ length: UPLOAD_LIMITS.maxFiles + 1 }, (_, i) =>
      file(`page-${i}.pdf`, pdfBytes()),
    );
    const browser = browserSays("files", many);
    expect(browser).toEqual([`You can attach up to ${UPLOAD_LIMITS.maxFiles} files.`]);
    expect(await serverSays("contact", "files", many)).toEqual(browser);
  });
});
