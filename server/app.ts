import type { RequestListener } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { previewCookieVerifies } from "../app/cms/preview-cookie.server";
import { contentPageRouteIds, contentResourcePaths } from "../app/cms/collections";
import { NO_STORE } from "../app/lib/no-store";
import type { Env } from "../app/env.server";
import type { NoScriptChallenge } from "../app/lib/no-script-challenge";
import type { GuessLimit } from "../app/lib/bearer-gate.server";
import { frontDoor, type RequestObserver } from "./front-door";
import { HEALTH_PATHS, httpMetrics, metricsEndpoint } from "./metrics";
import { prerenderedPages } from "./prerendered";
import { requestLog } from "./request-log";
import { clientAddressOf } from "./client-address";
import { errorAnswer } from "./error-answer";
import { sameOriginWrites } from "../app/leads/intake/same-origin.server";
import { type ContentKind, contentPages } from "./content-pages";
import { malformedPaths } from "./malformed-path";
import { renderNotFoundPage, unknownPathMatcher } from "./not-found";
import { clientFilePaths } from "./client-files";
import {
  assignNonce,
  hashedCsp,
  noIndexHeader,
  noIndexHeaderPair,
  nonceCsp,
  securityHeaderList,
  securityHeaders,
} from "./security";
import { type StaticPage, staticPageSender } from "./static-page";
import { leafRouteMatcher, sharedRenderer } from "./shared-render";

export type AppOptions = {
  env: Env;
  logger: Logger;
  /** The React Router server build, or a loader of it (the dev server reloads it per request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client, or undefined in development where Vite serves the assets. */
  clientDir?: string;
  /** Middleware that must run before the router, such as Vite's in development. */
  before?: RequestHandler[];
};

const YEAR = 31_536_000;

/** What app/entry.server.tsx exports beside the renderer. */
type EntryExtras = {
  createNoScriptChallenge?: () => Promise<NoScriptChallenge>;
  contentVersion?: () => Promise<string>;
  /** GET /readyz's report (app/ops/readiness.server.ts). */
  readiness?: () => Promise<{ database: { reachable: boolean } }>;
  /** The application's metrics in Prometheus text format (app/ops/metrics.server.ts). */
  appMetricsText?: () => Promise<string>;
  /** The guessing limit every token-guarded endpoint shares (app/ops/bearer-gate-limit.server.ts). */
  databaseGuessLimit?: () => GuessLimit;
};

/** Pages whose HTML depends only on their path and the blog and news content: their route ids. */
const CONTENT_PAGE_ROUTES = new Set(contentPageRouteIds());

/** The blog and news JSON endpoints and the feeds, made from the same content, at their one spelling. */
const CONTENT_RESOURCE_PATHS = new Set(contentResourcePaths());

/**
 * Static files except prerendered output: HTML and .data files hold build-time stand-ins and are
 * served, filled in, by prerenderedPages (or rendered by the router).
 */
function staticFiles(dir: string, maxAge: number, immutable = false): RequestHandler {
  const serve = express.static(dir, { index: false, redirect: false, maxAge: maxAge * 1000, immutable });
  // The path decodes: malformedPaths has answered every one that does not.
  return (req, res, next) =>
    /\.(html|data)$/i.test(decodeURIComponent(req.path)) ? next() : serve(req, res, next);
}

/** The server's request listener: the front door, then the Express application behind it. */
export async function createApp({
  env,
  logger,
  build,
  clientDir,
  before = [],
}: AppOptions): Promise<RequestListener> {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  // false, true, a hop count or a list of proxy addresses/CIDRs, with Express's meaning: req.ip is
  // the right-most X-Forwarded-For entry that is not a trusted proxy (README "Configuration").
  app.set("trust proxy", env.TRUST_PROXY);

  // Every answer is counted and, but for the probes below, logged, those given at the front door
  // included: listeners on "finish", no header work, no effect on what is sent.
  const metrics = httpMetrics();
  const observers: RequestObserver[] = [
    metrics.observe,
    requestLog(logger, (req) => clientAddressOf(req, app.get("trust proxy fn"))),
  ];
  // Before everything, /healthz included: a staging host must keep every one of its URLs out of search
  // engines (the front door's fixed responses carry the header in their prepared list).
  const noIndex = noIndexHeader(env);
  if (noIndex) app.use(noIndex);
  // Liveness next: no other header work, so a busy renderer never makes a node look dead.
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", NO_STORE).json({ status: "ok" });
  });
  // Readiness and metrics, also before any page work. They live in the server build, which
  // holds the database client: in development that build is loaded per request.
  const entryModule = async () =>
    ((typeof build === "function" ? await build() : build).entry.module ?? {}) as EntryExtras;
  app.get("/readyz", async (_req, res, next) => {
    try {
      const { readiness } = await entryModule();
      if (!readiness) return next();
      const report = await readiness();
      res
        .status(report.database.reachable ? 200 : 503)
        .set("Cache-Control", NO_STORE)
        .json(report);
    } catch (error) {
      next(error);
    }
  });
  app.get(
    "/metrics",
    metricsEndpoint(
      env.METRICS_TOKEN,
      metrics.registry,
      async () => (await entryModule()).appMetricsText?.(),
      async () => (await entryModule()).databaseGuessLimit?.(),
    ),
  );
  app.use(securityHeaders(env));
  app.use(malformedPaths());

  const noIndexPair = noIndexHeaderPair(env);
  const sendPage = staticPageSender([...securityHeaderList(env), ...(noIndexPair ? [noIndexPair] : [])]);
  let formPages: RequestHandler | undefined;
  let fixedResponse: ((pathname: string) => StaticPage | undefined) | undefined;
  if (clientDir && typeof build !== "function") {
    const cspFor = hashedCsp(env);
    const entry = build.entry.module as EntryExtras;
    const prerendered = await prerenderedPages(
      clientDir,
      env.PUBLIC_URL,
      cspFor,
      entry.createNoScriptChallenge,
    );
    formPages = prerendered.formPages;
    const render = sharedRenderer(build, env.PUBLIC_URL, cspFor);
    const leafRoute = leafRouteMatcher(build);
    const isUnknown = unknownPathMatcher(leafRoute, await clientFilePaths(clientDir));
    const notFoundPage = await renderNotFoundPage(render);
    // Pages that are the same for everyone, and the 404 page of every unknown URL, are answered
    // before Express (front-door.ts).
    // The probes are no page of the router's, but no unknown URL either.
    fixedResponse = (pathname) =>
      prerendered.fixedPage(pathname) ??
      (!HEALTH_PATHS.has(pathname) && isUnknown(pathname) ? notFoundPage : undefined);
    if (entry.contentVersion) {
      const kindOf = (pathname: string): ContentKind =>
        CONTENT_RESOURCE_PATHS.has(pathname)
          ? "resource"
          : CONTENT_PAGE_ROUTES.has(leafRoute(pathname)?.id ?? "")
            ? "page"
            : undefined;
      app.use(
        contentPages({
          kindOf,
          contentVersion: entry.contentVersion,
          render,
          send: sendPage,
          inPreview: (cookieHeader) => previewCookieVerifies(env.PREVIEW_SECRET, cookieHeader),
        }),
      );
    }
  }

  app.use(assignNonce);
  app.use(nonceCsp(env, { viteDevServer: typeof build === "function" }));
  app.use(compression());
  app.use(sameOriginWrites(env, logger));
  for (const middleware of before) app.use(middleware);

  if (clientDir) {
    app.use("/assets", staticFiles(path.join(clientDir, "assets"), YEAR, true));
    if (formPages) app.use(formPages);
    app.use(staticFiles(clientDir, 86_400));
  }

  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      // The nonce, and the client's address as TRUST_PROXY reads it (app/lib/request-context.ts).
      getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce, clientIp: req.ip }),
    }),
  );

  app.use(errorAnswer(logger));
  return frontDoor({ observers, fixedResponse, send: sendPage, next: app });
}
