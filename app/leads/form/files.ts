/** Client-side checks of chosen attachments (.pdf, .doc and .docx only). */
import { type AttachmentMode, acceptedFileExtensions } from "~/leads/shared/contract";
import { UPLOAD_LIMITS } from "~/settings/upload-limits";
import { formCopy } from "~/site/form-text";

const { maxFiles, maxFileBytes } = UPLOAD_LIMITS;

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Adds newly picked files to the list: "files" keeps several (no duplicates, at most maxFiles), "cv"
 * the latest one. Rejected files are not added; each wrong-type file is named, as the server does.
 */
export function addFiles(
  current: readonly File[],
  picked: readonly File[],
  mode: AttachmentMode,
): { files: File[]; errors: string[] } {
  const errors = new Set<string>();
  const accepted: File[] = [];
  for (const file of picked) {
    if (!acceptedFileExtensions.some((extension) => file.name.toLowerCase().endsWith(extension)))
      errors.add(formCopy.fileTypeError(file.name));
    else if (file.size > maxFileBytes) errors.add(formCopy.fileSizeError(maxFileBytes / (1024 * 1024)));
    else accepted.push(file);
  }
  if (mode === "cv") {
    const latest = accepted.at(-1);
    return { files: latest ? [latest] : [...current], errors: [...errors] };
  }
  const files = [...current];
  for (const file of accepted) {
    if (files.some((existing) => sameFile(existing, file))) continue;
    if (files.length >= maxFiles) {
      errors.add(formCopy.fileCountError(maxFiles));
      break;
    }
    files.push(file);
  }
  return { files, errors: [...errors] };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
