/** Another process holding DATA_DIR/db open, as a running server holds its embedded database. */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import path from "node:path";

const HOLD = "require('fs').openSync(process.argv[1], 'r'); console.log('open'); setInterval(() => {}, 1000)";

export async function holdingPglite(dataDir: string): Promise<{ dir: string; holder: ChildProcess }> {
  const dir = path.join(dataDir, "db");
  await mkdir(dir, { recursive: true });
  const holder = spawn(process.execPath, ["-e", HOLD, dir], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve) => holder.stdout?.once("data", resolve));
  return { dir, holder };
}

/** The refusal of a PGlite folder that `holder` has open. */
export const heldRefusal = (dir: string, holder: ChildProcess) =>
  `${dir} is held by process ${holder.pid}, perhaps another server: PGlite is one process's database`;

export const letGo = (holder: ChildProcess) =>
  new Promise((resolve) => {
    holder.once("exit", resolve);
    holder.kill();
  });
