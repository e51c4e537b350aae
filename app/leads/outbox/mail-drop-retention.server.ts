/**
 * Retention for the mail drop (.eml files written when SMTP_URL is unset), which must not outlive the
 * leads. A file is written after its lead is stored, so its age alone decides.
 */
import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Messages, and partial ones a crash left before their rename. */
const MAIL_FILE = /\.eml(\.tmp)?$/;

/** Deletes messages last written more than `days` ago; resolves with how many. */
export async function deleteOldMailFiles(dir: string, days: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return 0; // no message was ever written
    throw error;
  }
  const cutoff = now - days * DAY_MS;
  let deleted = 0;
  for (const name of names.filter((entry) => MAIL_FILE.test(entry))) {
    const file = path.join(dir, name);
    const facts = await stat(file).catch(() => undefined);
    if (!facts?.isFile() || facts.mtimeMs >= cutoff) continue;
    await unlink(file);
    deleted++;
  }
  return deleted;
}
