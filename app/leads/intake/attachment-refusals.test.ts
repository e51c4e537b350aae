/** A file refused when picked and when sent is refused in the same words by the browser and the server. */
import { describe, expect, it } from "vitest";
import { addFiles } from "~/leads/form/files";
import { type AttachmentMode, type FormId, leadForms } from "../shared/contract";
import { UPLOAD_LIMITS } from "~/settings/upload-limits";
import { MultipartError, type ParsedForm, parseMultipart } from "./multipart.server";
import { collectAttachments, type LeadOutcome, multipartOutcome } from "./submit.server";

/** The first bytes of a PDF: enough for the server's check of what a file holds. */
const pdfBytes = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return bytes;
};
const file = (name: string, bytes: Uint8Array<ArrayBuffer>) => new File([bytes], name, { lastModified: 1 });

/** What the browser says when the visitor picks these files for the form's field. */
function browserSays(mode: AttachmentMode, files: readonly File[]): string[] {
  return addFiles([], files, mode).errors;
}

/** The server's reading of the same files sent in a form's field: its parse, or the reader's refusal. */
async function sent(field: string, files: readonly File[]): Promise<ParsedForm | LeadOutcome> {
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
async function serverSays(formId: FormId, field: string, files: readonly File[]): Promise<string[]> {
  const read = await sent(field, files);
  const outcome = "status" in read ? read : collectAttachments(read, leadForms[formId]);
  if (Array.isArray(outcome)) return [];
  return [outcome.body.message, ...(outcome.body.errors?.[field] ?? [])];
}

// Each refusal's text is files.test.ts's; here, that the server's answer says the same.
describe("the browser and the server refuse the same file in the same words", () => {
  const program = (name: string) => file(name, new TextEncoder().encode("MZ"));
  it.each([
    ["a file that is not a PDF, DOC or DOCX (internship form)", "internship", "cv", [program("setup.exe")]],
    ["several such files, each named", "contact", "files", [program("setup.exe"), program("notes.txt")]],
    [
      "a file over the size limit",
      "contact",
      "files",
      [file("scan.pdf", pdfBytes(UPLOAD_LIMITS.maxFileBytes + 1))],
    ],
    [
      "more files than a form takes",
      "contact",
      "files",
      Array.from({ length: UPLOAD_LIMITS.maxFiles + 1 }, (_, i) => file(`page-${i}.pdf`, pdfBytes())),
    ],
  ] as const)("%s", async (_case, formId, field, picked) => {
    const browser = browserSays(field, picked);
    expect(browser).not.toEqual([]);
    expect(await serverSays(formId, field, picked)).toEqual(expect.arrayContaining(browser));
  });
});
