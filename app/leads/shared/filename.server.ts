/** Visitor-supplied filenames, used only as display text; files are stored under generated names. */
import { INVISIBLE } from "./attribution";

const MAX_LENGTH = 120;

/** Base name only: no control, invisible or path characters, no leading dots, at most 120 characters. */
export function sanitizeFilename(raw: string): string {
  const base = raw.normalize("NFC").split(/[/\\]/).pop() ?? "";
  const cleaned = base
    // An invisible override changes how a name reads: "cv\u202Efdp.exe" displays as "cvexe.pdf".
    .replace(INVISIBLE, "")
    .replace(/[<>:"|?*]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  if (!cleaned) return "attachment";
  if (cleaned.length <= MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 && cleaned.length - dot <= 6 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, MAX_LENGTH - ext.length) + ext;
}

/** Content-Disposition for a download: an ASCII fallback plus the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(filename: string): string {
  const asciiName = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
