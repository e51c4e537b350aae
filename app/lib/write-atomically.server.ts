import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Writes `file` whole or not at all: a reader never sees half of it. */
export async function writeAtomically(file: string, bytes: Buffer | string, mode?: number) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, bytes, { mode });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
