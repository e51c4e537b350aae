/**
 * The mail drop's share of retention: without SMTP_URL every message (a lead, with the visitor's
 * words and attachments) is an .eml file under DATA_DIR/mail, and it must not outlive the lead it
 * carries. A file is written after its lead is stored, so a file older than the retention age
 * belongs to a lead that is older still: the age of the file alone decides, and a message whose lead
 * staff deleted earlier goes at the same age too.
 */
import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Messages, and the halves of messages a crash left before their rename. */
const MAIL_FILE = /\.eml(\.tmp)?$/;

/** Deletes the mail drop's messages last written more than `days` ago; resolves with how many. */
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
