/** The shipped front as an operator starts it: render-front.sh writes the config, nginx runs in the foreground. */
import { type ChildProcess, execFile, spawn, spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { repoRoot } from "./site-server.mjs";
import { send } from "./front-checks";

const run = promisify(execFile);

/** The configuration deploy/render-front.sh writes for these settings (and nothing of this process's environment). */
export async function renderFront(settings: Record<string, string>): Promise<string> {
  const { stdout } = await run("sh", [path.join(repoRoot, "deploy/render-front.sh")], {
    env: { PATH: process.env.PATH ?? "", ...settings },
  });
  if (/\$\{[A-Z_]+\}/.test(stdout)) throw new Error("a placeholder of the template was left unfilled");
  return stdout;
}

/** Writes the config into `runDir`, starts nginx and waits for `probe` to answer 200 (folders open to workers). */
export async function startFront(
  runDir: string,
  settings: Record<string, string>,
  probe: string,
): Promise<ChildProcess> {
  await mkdir(runDir, { recursive: true });
  const config = path.join(runDir, "nginx.conf");
  await writeFile(config, await renderFront({ ...settings, RUN_DIR: runDir }));
  const nginx = spawn("nginx", ["-c", config], { stdio: ["ignore", "inherit", "inherit"] });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const status = await send(probe).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return nginx;
    if (nginx.exitCode !== null || Date.now() > deadline) {
      nginx.kill();
      throw new Error(`the front did not answer ${probe} (last status ${status})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A self-signed certificate and its key for `name`, in `dir` (cert.pem, key.pem), good for two days. */
export function selfSignedCertificate(dir: string, name = "127.0.0.1"): { cert: string; key: string } {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      `/CN=${name}`,
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { cert, key };
}
