/** Starts the site on PORT, and stops it in order on SIGTERM or SIGINT. */
import { createServer, type RequestListener } from "node:http";
import path from "node:path";
import type { RequestHandler } from "express";
import { env, publicUrlWarning } from "../app/env.server";
import { SharedPgliteError } from "../app/db/client.server";
import { startBackgroundTasks } from "../app/lifecycle.server";
import { logger } from "../app/lib/logger.server";
import { securePrivateDataDir } from "../app/lib/private-dir.server";
import { proxyTrustWarning } from "../app/http/trust-proxy.server";
import { createApp } from "./site-app";

/**
 * Production: the build folder (its `client/` is served); development: the application made from the
 * modules Vite has now (one made from copies an edit replaced would hand the routes stale context keys).
 */
type SiteMode = { buildDir: string } | { latestApp: () => Promise<RequestListener> };

let developmentAppOfThisCopy: Promise<RequestListener> | undefined;

/** This copy's application, made on first use: Vite loads a new copy of the modules after an edit. */
export function developmentApp(middlewares: RequestHandler): Promise<RequestListener> {
  developmentAppOfThisCopy ??= createApp({ viteMiddleware: middlewares });
  return developmentAppOfThisCopy;
}

/** Every request to the application Vite has now; a failure to load it is a 500 and a log line. */
function followingEdits(latestApp: () => Promise<RequestListener>): RequestListener {
  return (req, res) => {
    latestApp().then(
      (app) => app(req, res),
      (error: unknown) => {
        logger.error({ err: error }, "the development server could not load the site");
        res.statusCode = 500;
        res.end("The development server could not load the site; its log says why.");
      },
    );
  };
}

/** The launcher (server/index.ts) has checked the environment before this module loaded. */
export async function startSite(mode: SiteMode): Promise<void> {
  const settings = env();
  // Before anything writes there (the database, the mail drop): DATA_DIR and all in it are private.
  securePrivateDataDir(settings.DATA_DIR, (message) => logger.warn({ dataDir: settings.DATA_DIR }, message));
  const proxyWarning = proxyTrustWarning(settings.TRUST_PROXY, settings.HOST);
  if (proxyWarning) logger.warn({ trustProxy: settings.TRUST_PROXY, host: settings.HOST }, proxyWarning);
  const addressWarning = publicUrlWarning(settings);
  if (addressWarning) logger.warn({ host: settings.HOST }, addressWarning);

  // First: it refuses a data folder another server holds, before the prerender opens the database.
  const stopBackground = await startBackgroundTasks().catch((error: unknown) => {
    if (!(error instanceof SharedPgliteError)) throw error;
    logger.fatal(error.message);
    process.exit(1);
  });

  let app: RequestListener;
  if ("latestApp" in mode) {
    await mode.latestApp(); // a site that does not load stops the start
    app = followingEdits(mode.latestApp);
  } else {
    app = await createApp({ clientDir: path.join(mode.buildDir, "client") });
  }

  // 10 s for the request headers, not Node's 30; a stalled body is the lead pipeline's to time out.
  const server = createServer({ headersTimeout: 10_000, connectionsCheckingInterval: 1_000 }, app);
  server.listen(settings.PORT, settings.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : settings.PORT;
    logger.info(
      { port, url: settings.PUBLIC_URL, mode: "latestApp" in mode ? "development" : "production" },
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
    let phase = "connections";
    setTimeout(() => {
      logger.error({ phase }, "shutdown took too long; exiting");
      process.exit(1);
    }, 10_000).unref();
    // In-flight requests finish before the background tasks stop. A connection still open after 5 s
    // (a client that does not read its response, a keep-alive socket whose response ended after the
    // close) is cut, so the background tasks still get their time.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const cut = setTimeout(() => server.closeAllConnections(), 5_000);
    cut.unref();
    await closed;
    clearTimeout(cut);
    phase = "background tasks";
    await stopBackground();
    logger.info("stopped");
    process.exit(0);
  }

  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
