import type { RequestListener } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { Logger } from "pino";
import * as routerBuild from "virtual:react-router/server-build";
import { analyticsOnRoute } from "../app/analytics/page-setting.server";
import { fillAnalyticsSetting } from "../app/analytics/prerender-fill.server";
import { analyticsSettingOf } from "../app/analytics/setting";
import { previewCookieVerifies } from "../app/cms/preview-cookie.server";
import { contentPageRouteIds, contentResourcePaths } from "../app/cms/collection-descriptors";
import { missingItemStandIn } from "../app/cms/served-collections.server";
import { NO_STORE } from "../app/http/no-store";
import { requestContextWith } from "../app/lib/request-context";
import {
  answerOptions,
  decodes,
  leafRouteAt,
  type RouteTable,
  refuseBeforeRouter,
  withRouteTable,
} from "../app/http/methods.server";
import type { Env } from "../app/env.server";
import { contentVersion } from "../app/cms/content-service.server";
import { createNoScriptChallenge } from "../app/leads/intake/captcha.server";
import { databaseGuessLimit } from "../app/ops/bearer-gate-limit.server";
import { appRegistry } from "../app/ops/metrics.server";
import { HEALTH_PATHS, httpMetrics, metricsEndpoint } from "../app/ops/http-metrics.server";
import { readinessEndpoint } from "../app/ops/readiness.server";
import { prerenderedPages, prerenderedStyles } from "./prerendered";
import { requestLog } from "./request-log";
import { errorAnswer } from "./error-answer";
import { sameOriginWrites } from "../app/leads/intake/same-origin.server";
import { type ContentKind, contentPages } from "./content-pages";
import { renderNotFoundPage, unknownPathMatcher } from "./not-found";
import { clientFilePaths, isPrerenderedOutput } from "./client-files";
import {
  assignNonce,
  hashedCsp,
  noIndexHeader,
  noIndexHeaderPair,
  nonceCsp,
  securityHeaderList,
  securityHeaders,
} from "./security";
import { staticPageSender } from "./static-page";
import { sharedRenderer } from "./shared-render";

export type AppOptions = {
  env: Env;
  logger: Logger;
  /** Under Vite's development server, which compiles the router's build afresh after each edit. */
  development?: boolean;
  /** build/client, or undefined in development where Vite serves the assets. */
  clientDir?: string;
  /** Middleware that must run before the router, such as Vite's in development. */
  before?: RequestHandler[];
};

const YEAR = 31_536_000;

/** Pages whose HTML depends only on their path and the blog and news content: their route ids. */
const CONTENT_PAGE_ROUTES = new Set(contentPageRouteIds());

/** The blog and news JSON endpoints and the feeds, made from the same content, at their one spelling. */
const CONTENT_RESOURCE_PATHS = new Set(contentResourcePaths());

/** Static files except prerendered output (isPrerenderedOutput). */
function staticFiles(dir: string, maxAge: number, immutable = false): RequestHandler {
  const serve = express.static(dir, { index: false, redirect: false, maxAge: maxAge * 1000, immutable });
  // The path decodes: refuseBeforeRouter has answered every one that does not.
  return (req, res, next) =>
    isPrerenderedOutput(decodeURIComponent(req.path)) ? next() : serve(req, res, next);
}

/** The server's request listener: the Express application. */
export async function createApp({
  env,
  logger,
  development = false,
  clientDir,
  before = [],
}: AppOptions): Promise<RequestListener> {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  // false, true, a hop count or a list of proxy addresses/CIDRs, with Express's meaning: req.ip is
  // the right-most X-Forwarded-For entry that is not a trusted proxy (docs/configuration.md, "Behind a proxy").
  app.set("trust proxy", env.TRUST_PROXY);

  const clientFiles = clientDir === undefined ? undefined : await clientFilePaths(clientDir);
  const noIndexPair = noIndexHeaderPair(env);
  const sendPage = staticPageSender([...securityHeaderList(env), ...(noIndexPair ? [noIndexPair] : [])]);
  let formPages: RequestHandler | undefined;
  let analyticsOnPath: ((pathname: string) => boolean) | undefined;
  let fixedPages: RequestHandler | undefined;
  let renderedContentPages: RequestHandler | undefined;
  const built = clientDir && !development;
  const inlineStyles = built ? await prerenderedStyles(clientDir) : [];
  if (built && clientFiles) {
    const cspFor = hashedCsp(env, { inlineStyles });
    const analytics = analyticsSettingOf(env);
    const prerendered = await prerenderedPages(
      clientDir,
      env.PUBLIC_URL,
      (text) => fillAnalyticsSetting(text, analytics),
      cspFor,
      createNoScriptChallenge,
    );
    formPages = prerendered.formPages;
    const render = sharedRenderer(routerBuild, env.PUBLIC_URL, cspFor);
    const leafRoute = (pathname: string) => leafRouteAt(routerBuild, pathname);
    // The root loader's decision, by the route the path matches (none: no page, the policy as ever).
    analyticsOnPath = (pathname) => analyticsOnRoute(leafRoute(pathname)?.path ?? "");
    const isUnknown = unknownPathMatcher(leafRoute, clientFiles);
    const notFoundPage = await renderNotFoundPage(render);
    // Pages that are the same for everyone, and the 404 page of every unknown URL (the probes are
    // no page of the router's, but no unknown URL either), sent as bytes made once with every header
    // prepared: first of all, so the most common answer costs the least.
    fixedPages = (req, res, next) => {
      if ((req.method !== "GET" && req.method !== "HEAD") || !decodes(req.path)) return next();
      const page =
        prerendered.fixedPage(req.path) ??
        (!HEALTH_PATHS.has(req.path) && isUnknown(req.path) ? notFoundPage : undefined);
      if (page) sendPage(req, res, page);
      else next();
    };
    const kindOf = (pathname: string): ContentKind =>
      CONTENT_RESOURCE_PATHS.has(pathname)
        ? "resource"
        : CONTENT_PAGE_ROUTES.has(leafRoute(pathname)?.id ?? "")
          ? "page"
          : undefined;
    renderedContentPages = contentPages({
      kindOf,
      contentVersion,
      render,
      send: sendPage,
      inPreview: (cookieHeader) => previewCookieVerifies(env.PREVIEW_SECRET, cookieHeader),
      missingItemPage: (pathname) => missingItemStandIn(leafRoute(pathname)?.id, pathname),
    });
  }
  // Every answer is counted and, but for the probes below, logged: listeners on "finish", no header
  // work, no effect on what is sent. Into the application's registry: GET /metrics reads one
  // registry for the server and the site.
  const metrics = httpMetrics(appRegistry);
  app.use((req, res, next) => {
    metrics.observe(req, res);
    next();
  });
  app.use(requestLog(logger));
  if (fixedPages) app.use(fixedPages);
  // Before the probes and every page made per request: a staging host must keep every one of its URLs
  // out of search engines (the fixed pages carry the header in their prepared list).
  const noIndex = noIndexHeader(env);
  if (noIndex) app.use(noIndex);
  // Liveness next: no other header work, so a busy renderer never makes a node look dead.
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", NO_STORE).json({ status: "ok" });
  });
  // Readiness and metrics, also before any page work.
  app.get("/readyz", readinessEndpoint);
  app.get("/metrics", metricsEndpoint(env.METRICS_TOKEN, metrics.registry, databaseGuessLimit));
  app.use(securityHeaders(env));
  // /metrics is a probe only while it has a token; without one it is an unknown URL.
  const probes = new Set([...HEALTH_PATHS].filter((path) => path !== "/metrics" || env.METRICS_TOKEN));
  app.use(refuseBeforeRouter(probes, (file) => !!clientFiles?.has(file) && !isPrerenderedOutput(file)));

  if (renderedContentPages) app.use(renderedContentPages);

  app.use(assignNonce);
  app.use(nonceCsp(env, { viteDevServer: development, inlineStyles }, analyticsOnPath));
  app.use(compression());
  app.use(sameOriginWrites(env, logger));
  for (const middleware of before) app.use(middleware);

  if (clientDir) {
    app.use("/assets", staticFiles(path.join(clientDir, "assets"), YEAR, true));
    if (formPages) app.use(formPages);
    app.use(staticFiles(clientDir, 86_400));
  }

  // In development the import goes through Vite's module graph, so each request sees the latest edit.
  const latestBuild = () => import("virtual:react-router/server-build");
  // The nonce, and the client's address as TRUST_PROXY reads it (app/lib/request-context.ts); the
  // route table, from which the routes tell which methods an address takes.
  const contextOf = (req: express.Request, res: express.Response, routes: RouteTable) =>
    withRouteTable(requestContextWith({ cspNonce: res.locals.cspNonce, clientIp: req.ip }), routes);
  app.use(
    answerOptions(development ? latestBuild : () => routerBuild, env.NODE_ENV, (req, res, build) =>
      contextOf(req, res, build.routes),
    ),
  );
  app.all(
    "/{*path}",
    createRequestHandler({
      build: development ? latestBuild : routerBuild,
      mode: env.NODE_ENV,
      getLoadContext: development
        ? async (req, res) => contextOf(req, res, (await latestBuild()).routes)
        : (req, res) => contextOf(req, res, routerBuild.routes),
    }),
  );

  app.use(errorAnswer(logger));
  return app;
}
