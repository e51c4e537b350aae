import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { serveEnv, serveNodeFlags } from "../../scripts/serve-flags.mjs";

/**
 * Runs the real server (server/index.ts) as a child process with its own environment, so each
 * test can choose its content source. It runs the production build in INTEGRATION_BUILD_DIR (`npm test`
 * builds first and sets it to `build`), or the Vite development server when that is unset.
 */

export const repoRoot = path.resolve(import.meta.dirname, "../..");

/**
 * The servers tests start share one pristine embedded database to copy into each new DATA_DIR
 * (PGLITE_TEMPLATE_DIR): initdb runs once per PGlite version instead of once per test server.
 */
const pgliteTemplate = path.join(
  repoRoot,
  "data",
  `pglite-template-${JSON.parse(readFileSync(path.join(repoRoot, "node_modules/@electric-sql/pglite/package.json"), "utf8")).version}`,
);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
  child: ChildProcess;
};

export function spawnServer(
  env: Record<string, string>,
  port: number,
  buildDir = process.env.INTEGRATION_BUILD_DIR,
): { child: ChildProcess; output: () => string } {
  // A production build runs as it does under `npm start`: its compiled server with plain node and
  // the flags of `npm run serve`.
  const args = buildDir
    ? [...serveNodeFlags, path.join(buildDir, "node", "index.js")]
    : ["--import", "tsx", "server/index.ts", "--dev"];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: buildDir ? "production" : "development",
      ...(buildDir ? { ...serveEnv, BUILD_DIR: buildDir } : {}),
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: "warn",
      DATA_DIR: path.join(repoRoot, "data", "it-content"),
      PGLITE_TEMPLATE_DIR: pgliteTemplate,
      // Tests answer the no-script question at once, where a person takes seconds; the tests of that
      // minimum set it back.
      NO_SCRIPT_MIN_SECONDS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout?.on("data", (chunk) => (text += chunk));
  child.stderr?.on("data", (chunk) => (text += chunk));
  return { child, output: () => text };
}

export async function startServer(env: Record<string, string>, buildDir?: string): Promise<RunningServer> {
  const port = await freePort();
  const { child, output } = spawnServer(env, port, buildDir);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { url, output, stop, child };
}

/** Waits for a process to exit; resolves with its exit code. */
export function exitOf(child: ChildProcess, timeoutMs = 60_000): Promise<number | null> {
  return new Promise((resolve, reject) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error("process did not exit"));
    }, timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}
