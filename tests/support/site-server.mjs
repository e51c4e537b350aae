// Starts the site's server as a child process (build or dev); as a command: [--port N] [--build-dir build].
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serveEnv, serveNodeFlags } from "../../scripts/serve-flags.mjs";

export const repoRoot = path.resolve(import.meta.dirname, "../..");

/** The compiled server in a build folder. */
export const serverEntry = (buildDir) => path.join(buildDir, "node", "index.js");

/** `port` (0: one the kernel picks) if nothing listens on it at this moment on 127.0.0.1, else undefined. */
function listenable(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error) => (error.code === "EADDRINUSE" ? resolve(undefined) : reject(error)));
    probe.listen(port, "127.0.0.1", () => {
      const taken = probe.address().port;
      probe.close(() => resolve(taken));
    });
  });
}

/**
 * The first of a test worker's own 500 ports, all below the kernel's ephemeral ones (from 32768): the
 * kernel may give a port it has just freed to the next asker, so two workers could start servers on
 * one port and a test talk to the other's. Vitest numbers its workers from 1, Playwright from 0;
 * past the ranges' end (a machine of more than twenty cores) the kernel's ports again.
 */
const vitestWorker = Number(process.env.VITEST_POOL_ID);
const playwrightWorker = Number(process.env.TEST_PARALLEL_INDEX);
const workerPorts =
  vitestWorker >= 1 && vitestWorker < 20
    ? 10_000 + vitestWorker * 500
    : playwrightWorker >= 0 && playwrightWorker < 25
      ? 20_000 + playwrightWorker * 500
      : undefined;
let nextPort = Math.floor(Math.random() * 500);

/** A port nothing listens on at this moment: from the worker's own range in a test, else the kernel's. */
export async function freePort() {
  if (workerPorts === undefined) return listenable(0);
  for (let tried = 0; tried < 500; tried++) {
    const port = await listenable(workerPorts + (nextPort++ % 500));
    if (port) return port;
  }
  throw new Error(`no free port from ${workerPorts} to ${workerPorts + 499}`);
}

/** The Node `npm run serve` runs in `root` (node_modules/.bin first), else the Node running this. */
export function projectNode(root = repoRoot) {
  const own = path.join(root, "node_modules", ".bin", "node");
  return existsSync(own) ? own : process.execPath;
}

/** Node flags, entry and variables as `npm run serve` sets them; the mode variables cannot be overridden. */
function command({ buildDir, nodeArgs = serveNodeFlags }) {
  if (!buildDir) {
    return {
      // As `npm run dev`: Vite loads React Router's development build for the server, so Node must
      // resolve that one too for what it loads itself (the Express adapter), or their classes differ.
      args: ["--conditions=development", "--import", "tsx", "server/index.ts", "--dev"],
      presets: {},
      mode: { NODE_ENV: "development" },
    };
  }
  return {
    args: [...nodeArgs, serverEntry(buildDir)],
    presets: serveEnv,
    mode: { NODE_ENV: "production", BUILD_DIR: buildDir },
  };
}

/**
 * Starts the server and returns at once (`ready` waits for it to answer).
 *
 * - `buildDir`: the production build, relative to `root`; none starts the development server.
 * - `port`: a free one when not given.
 * - `env`: set over everything else. The server listens on 127.0.0.1, logs warnings and worse, and
 *   takes http://localhost:<port> as its public address unless `env` or an inherited variable says
 *   otherwise.
 * - `inheritEnv`: start from this process's environment (a script run by hand, whose operator may
 *   set DATABASE_URL and the like). By default the server gets PATH and HOME alone, so that nothing
 *   of the caller's environment changes what a test sees.
 * - `root`: the checkout whose build runs (default this one); `node`, `nodeArgs`: the executable and
 *   its flags (default: as `npm run serve` in `root`).
 * - `stdio`: "pipe" collects the output for `output()`; "inherit" lets it through.
 */
export async function launchServer(options = {}) {
  const { root = repoRoot, env = {}, inheritEnv = false, stdio = "pipe" } = options;
  const port = options.port ?? (await freePort());
  const run = command(options);
  const inherited = inheritEnv ? process.env : { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" };
  const child = spawn(options.node ?? projectNode(root), run.args, {
    cwd: root,
    env: {
      ...run.presets,
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: "warn",
      ...inherited,
      ...run.mode,
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", stdio, stdio],
  });
  let text = "";
  child.stdout?.on("data", (chunk) => (text += chunk));
  child.stderr?.on("data", (chunk) => (text += chunk));
  // "close", not "exit": by then the output is read to its end, so a failed start's last line is in it.
  // A child that could not be spawned at all ends the same way, its error in the output.
  const exited = new Promise((resolve) => {
    child.once("close", (code) => resolve(code));
    child.once("error", (error) => {
      text += `\n${error.message}`;
      resolve(null);
    });
  });
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const endedHow = () =>
    child.signalCode ? `was killed by ${child.signalCode}` : `exited with ${child.exitCode}`;
  const url = `http://127.0.0.1:${port}`;
  const output = () => text;

  /** Resolves once `probe` answers 2xx; rejects with the output when the server exits or time runs out. */
  async function ready({ probe = "/healthz", timeoutMs = 60_000 } = {}) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (ended) throw new Error(`the server ${endedHow()}:\n${text}`);
      // Each probe is bounded too: a server that takes the connection and never answers must not
      // hold the wait past its deadline.
      const signal = AbortSignal.timeout(Math.max(1_000, deadline - Date.now()));
      const answered = await fetch(`${url}${probe}`, { signal }).then(
        (response) => response.ok,
        () => false,
      );
      // An answer counts only while our child lives: another test's server may have taken the port.
      if (answered && !ended && child.exitCode === null && child.signalCode === null) return;
      if (Date.now() > deadline)
        throw new Error(`the server did not answer ${probe} in ${timeoutMs} ms:\n${text}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** SIGTERM, as systemd and Docker stop it; SIGKILL if it has not exited after `graceMs`. */
  async function stop(graceMs = 15_000) {
    if (ended || child.exitCode !== null || child.signalCode !== null) return;
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.kill("SIGTERM");
    await exited;
    clearTimeout(timer);
  }

  return { child, port, url, output, exited, ready, stop };
}

/** Starts the server and waits until `probe` (default /healthz) answers; stops it if it never does. */
export async function startServer(options = {}) {
  const server = await launchServer(options);
  try {
    await server.ready(options);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** The command: the production build in the foreground, stopped with the signal this process gets. */
async function main(argv) {
  const flag = (name) => {
    const at = argv.indexOf(name);
    return at === -1 ? undefined : argv[at + 1];
  };
  const port = flag("--port") ?? process.env.PORT;
  const server = await launchServer({
    buildDir: flag("--build-dir") ?? process.env.BUILD_DIR ?? "build",
    port: port ? Number(port) : undefined,
    inheritEnv: true,
    stdio: "inherit",
  });
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.child.kill(signal));
  process.exitCode = (await server.exited) ?? 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await main(process.argv.slice(2));
