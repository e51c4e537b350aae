import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Makes `target` (a file or a folder) under another name and renames it into place, so a reader never
 * sees half of it. When making fails and `madeByAnother()` finds a whole one there, another process
 * made it first, and that one will do.
 */
export async function makeAtomically(
  target: string,
  make: (temporary: string) => Promise<void> | void,
  madeByAnother: () => boolean = () => false,
): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}-${randomUUID()}.tmp`;
  try {
    await make(temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    if (!madeByAnother()) throw error;
  }
}

/** Writes `file` whole or not at all. */
export function writeAtomically(file: string, bytes: Buffer | string, mode?: number): Promise<void> {
  return makeAtomically(file, (temporary) => writeFile(temporary, bytes, { mode }));
}
