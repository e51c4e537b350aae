import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { EnvError, parseEnv } from "../app/env.server";
import { redactUrl } from "../app/lib/logger-redact.server";
import { securePrivateDataDir } from "../app/lib/private-dir.server";
import { proxyTrustWarning } from "../app/lib/trust-proxy.server";

type Lifecycle = { start(): Promise<() => Promise<void>> };

function loadEnv() {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

// The environment is checked before anything else loads: the logger reads LOG_LEVEL at import.
const env = loadEnv();
const { logger } = await import("../app/lib/logger.server");
// Before anything writes there (the database, the mail drop): DATA_DIR and all in it are private.
securePrivateDataDir(env.DATA_DIR, (message) => logger.warn({ dataDir: env.DATA_DIR }, message));
const proxyWarning = proxyTrustWarning(env.TRUST_PROXY, env.HOST);
if (proxyWarning) logger.warn({ trustProxy: env.TRUST_PROXY, host: env.HOST }, proxyWarning);
const { createApp } = await import("./app");
const dev = process.argv.includes("--dev");
// Like DATA_DIR, relative to where the server is started (the project folder under `npm start`).
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

async function productionApp() {
  const buildFile = path.join(buildDir, "server/index.js");
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const lifecycle = (build.entry.module as { lifecycle?: Lifecycle }).lifecycle;
  const app = await createApp({ env, logger, build, clientDir: path.join(buildDir, "client") });
  return { app, lifecycle };
}

async function developmentApp() {
  const vite = await import("vite");
  const server = await vite.createServer({ server: { middlewareMode: true } });
  const load = () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  const app = await createApp({ env, logger, build: load, before: [server.middlewares] });
  const lifecycle = ((await load()).entry.module as { lifecycle?: Lifecycle }).lifecycle;
  return { app, lifecycle };
}

const { app, lifecycle } = dev ? await developmentApp() : await productionApp();
const stopBackground = (await lifecycle?.start()) ?? (async () => {});

// A client has 10 s to send its request headers (checked every second, not Node's default 30 s); a
// body that stalls is the lead pipeline's to time out (UPLOAD_IDLE_TIMEOUT_MS).
const server = createServer({ headersTimeout: 10_000, connectionsCheckingInterval: 1_000 }, app);
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info(
    { port, url: redactUrl(env.PUBLIC_URL), mode: dev ? "development" : "production" },
    "server listening",
  );
});
server.keepAliveTimeout = 65_000;

let stopping = false;
// While shutting down, every response closes its connection, so no keep-alive socket holds on.
server.prependListener("request", (_req, res) => {
  if (stopping) res.setHeader("Connection", "close");
});
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  const force = setTimeout(() => {
    logger.error("shutdown took too long; exiting");
    process.exit(1);
  }, 10_000);
  force.unref();
  // Stop accepting connections, drop idle keep-alive ones, and let in-flight requests finish
  // (their responses carry "Connection: close") before the background tasks stop.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await closed;
  await stopBackground();
  logger.info("stopped");
  process.exit(0);
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
