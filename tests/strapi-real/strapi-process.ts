import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** A real Strapi 5 child process on 127.0.0.1 whose data folder survives stop() and start(). */

export type RealStrapi = {
  url: string;
  /** Read-only API token: what the site gets as STRAPI_TOKEN. */
  readToken: string;
  /** Full-access API token: the tests' edits through Strapi's REST API. */
  writeToken: string;
  start: () => Promise<number>;
  stop: () => Promise<void>;
  running: () => boolean;
  output: () => string;
};

/** The Node that installed Strapi, whose ABI its native modules are built for. */
function strapiNode(projectDir: string): string {
  const named = path.join(projectDir, ".strapi-node");
  return existsSync(named) ? readFileSync(named, "utf8").trim() : process.execPath;
}

export function strapiProjectDir(): string {
  const dir = process.env.STRAPI_PROJECT_DIR;
  if (!dir)
    throw new Error("STRAPI_PROJECT_DIR is not set: run these tests through scripts/strapi/run-tests.sh");
  return dir;
}

export function createRealStrapi(options: {
  projectDir: string;
  dataDir: string;
  port: number;
  /** Sent by Strapi's webhook on publish, update and unpublish (the site's /api/revalidate). */
  webhook?: { url: string; token: string };
}): RealStrapi {
  const url = `http://127.0.0.1:${options.port}`;
  const readToken = randomBytes(32).toString("hex");
  const writeToken = randomBytes(32).toString("hex");
  let child: ChildProcess | undefined;
  let text = "";

  async function start(): Promise<number> {
    const began = Date.now();
    child = spawn(
      strapiNode(options.projectDir),
      [path.join(options.projectDir, "node_modules", "@strapi", "strapi", "bin", "strapi.js"), "start"],
      {
        cwd: options.projectDir,
        env: {
          PATH: process.env.PATH ?? "",
          HOME: process.env.HOME ?? "",
          NODE_ENV: "production",
          HOST: "127.0.0.1",
          PORT: String(options.port),
          STRAPI_DATA_DIR: options.dataDir,
          STRAPI_TELEMETRY_DISABLED: "true",
          NORTHPEAK_READ_TOKEN: readToken,
          NORTHPEAK_WRITE_TOKEN: writeToken,
          ...(options.webhook
            ? { NORTHPEAK_WEBHOOK_URL: options.webhook.url, NORTHPEAK_WEBHOOK_TOKEN: options.webhook.token }
            : {}),
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    child.stdout?.on("data", (chunk) => (text += chunk));
    child.stderr?.on("data", (chunk) => (text += chunk));
    const deadline = Date.now() + 240_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`Strapi exited with ${child.exitCode}:\n${text}`);
      try {
        if ((await fetch(`${url}/_health`)).status === 204) return Date.now() - began;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`Strapi did not answer on ${url} within 240 s:\n${text}`);
  }

  function stop(): Promise<void> {
    return new Promise((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  }

  return {
    url,
    readToken,
    writeToken,
    start,
    stop,
    running: () => child !== undefined && child.exitCode === null,
    output: () => text,
  };
}
