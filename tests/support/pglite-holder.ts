/** Another process holding a file or folder open, as a running server holds its embedded database. */
import { type ChildProcess, spawn } from "node:child_process";

const HOLD = "require('fs').openSync(process.argv[1], 'r'); console.log('open'); setInterval(() => {}, 1000)";

export async function holding(target: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["-e", HOLD, target], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve) => child.stdout?.once("data", resolve));
  return child;
}

export const letGo = (child: ChildProcess) =>
  new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill();
  });
