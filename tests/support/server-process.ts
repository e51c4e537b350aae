import type { ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  freePort,
  type LaunchOptions,
  launchServer as launchSiteServer,
  repoRoot,
  type SiteServer,
  startServer as startSiteServer,
} from "./site-server.mjs";

/** The real server for a test: the build in INTEGRATION_BUILD_DIR as `npm run serve`, or the Vite dev server. */

export { freePort, repoRoot };

export type RunningServer = SiteServer;

/** The proof-of-work captcha made cheap for tests that send many leads. */
export const QUICK_CAPTCHA = { ALTCHA_COST: "10", ALTCHA_MAX_COUNTER: "60" } as const;

const pgliteVersion: string = JSON.parse(
  readFileSync(path.join(repoRoot, "node_modules/@electric-sql/pglite/package.json"), "utf8"),
).version;
/** Which migrations a template has: a new one in drizzle/ makes a new template. */
const migrationsKey = createHash("sha256")
  .update(readFileSync(path.join(repoRoot, "drizzle/meta/_journal.json")))
  .digest("hex")
  .slice(0, 12);

/**
 * One embedded database, every migration applied, copied into each new DATA_DIR: initdb and the
 * migrations run once per PGlite version and set of migrations (tests/support/pglite-template-setup.ts).
 */
export const pgliteTemplate = path.join(
  repoRoot,
  "data",
  `pglite-template-${pgliteVersion}-${migrationsKey}`,
);

/** The template as a tar file, which an in-memory database loads instead of running initdb. */
export const pgliteTemplateDump = `${pgliteTemplate}.tar`;

/** How a test starts the server: the build, the shared database template, then the test's settings. */
function testServer(
  env: Record<string, string>,
  buildDir = process.env.INTEGRATION_BUILD_DIR,
  port?: number,
): LaunchOptions {
  return {
    buildDir,
    port,
    env: {
      DATA_DIR: path.join(repoRoot, "data", "it-content"),
      PGLITE_TEMPLATE_DIR: pgliteTemplate,
      // Tests answer the no-script question at once, where a person takes seconds; the tests of that
      // minimum set it back.
      NO_SCRIPT_MIN_SECONDS: "0",
      ...env,
    },
  };
}

/** Starts the server without waiting (`ready()` does), on a free port unless `port` is given. */
export function launchServer(
  env: Record<string, string>,
  buildDir?: string,
  port?: number,
): Promise<RunningServer> {
  return launchSiteServer(testServer(env, buildDir, port));
}

/** Starts the server and waits until /healthz answers. */
export function startServer(env: Record<string, string>, buildDir?: string): Promise<RunningServer> {
  return startSiteServer(testServer(env, buildDir));
}

/** A server with a data folder of its own, which `stop()` removes once the server has exited. */
export type FreshDataServer = RunningServer & { dataDir: string };

/** Starts the server on a new, empty DATA_DIR named after `name`. */
export async function startServerWithFreshData(
  name: string,
  env: Record<string, string> = {},
  buildDir?: string,
): Promise<FreshDataServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `northpeak-${name}-`));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  let server: RunningServer;
  try {
    server = await startServer({ ...env, DATA_DIR: dataDir }, buildDir);
  } catch (error) {
    await removeData();
    throw error;
  }
  return {
    ...server,
    dataDir,
    async stop(graceMs) {
      try {
        await server.stop(graceMs);
      } finally {
        await removeData();
      }
    },
  };
}

/** Waits for a process to exit and its output to be read; resolves with its exit code. */
export function exitOf(child: ChildProcess, timeoutMs = 60_000): Promise<number | null> {
  return new Promise((resolve, reject) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error("process did not exit"));
    }, timeoutMs);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}
