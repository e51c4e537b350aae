/**
 * The Express application: the steps every request passes, in order (ADR 039). In production the
 * pages that are the same for everyone are sent first, from bytes made once.
 */
import type { RequestListener } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import * as routerBuild from "virtual:react-router/server-build";
import { analyticsOnRoute } from "../app/analytics/page-setting.server";
import { contentPageRouteIds, contentResourcePaths } from "../app/cms/collection-descriptors";
import { contentVersion } from "../app/cms/content-service.server";
import { isMediaCopyPath, MEDIA_COPIES_PATH, MEDIA_VARIANTS_PATH } from "../app/cms/media-copies.server";
import { previewCookieVerifies } from "../app/cms/preview.server";
import { missingItemStandIn } from "../app/cms/served-collections.server";
import { videoOfSegment } from "../app/cms/video-views.server";
import { type Env, env as readEnv } from "../app/env.server";
import {
  answerOptions,
  decodedPath,
  leafRouteAt,
  type RouteTable,
  refuseBeforeRouter,
  withRouteTable,
} from "../app/http/methods.server";
import { NO_STORE } from "../app/http/no-store";
import { noIndexHeaderPair, securityHeaderList, setHeaders } from "../app/http/security-headers.server";
import { makeStaticPage, staticPageSender } from "../app/http/static-page.server";
import { sameOriginWrites } from "../app/leads/intake/same-origin.server";
import { logger } from "../app/lib/logger.server";
import { requestContextWith } from "../app/lib/request-context";
import { databaseGuessLimit } from "../app/ops/bearer-gate-limit.server";
import { HEALTH_PATHS, httpMetrics, metricsEndpoint } from "../app/ops/http-metrics.server";
import { appRegistry } from "../app/ops/metrics.server";
import { readinessEndpoint } from "../app/ops/readiness.server";
import { contentPages, sharedRenderer } from "./content-pages";
import { type CspOptions, hashedCsp, nonceCsp } from "./csp";
import { errorAnswer } from "./error-answer";
import { clientFilePaths, isPrerenderedOutput, prerenderedPages, prerenderedStyles } from "./prerendered";
import { requestLog } from "./request-log";

/**
 * Production: build/client. Development: Vite's middleware, which serves the assets, runs before the
 * router, and compiles the router's build afresh after each edit.
 */
export type AppMode = { clientDir: string } | { viteMiddleware: RequestHandler };

const YEAR = 31_536_000;
const CONTENT_PAGE_ROUTES = new Set(contentPageRouteIds);
const CONTENT_RESOURCE_PATHS = new Set(contentResourcePaths);

/** Files from a folder, never prerendered output. The path decodes: refuseBeforeRouter ran first. */
function staticFiles(dir: string, maxAge: number, immutable = false): RequestHandler {
  const serve = express.static(dir, { index: false, redirect: false, maxAge: maxAge * 1000, immutable });
  return (req, res, next) =>
    isPrerenderedOutput(decodeURIComponent(req.path)) ? next() : serve(req, res, next);
}

/**
 * The built site's pages made once: the prerendered ones, the 404 page of every unknown URL, and
 * the blog and news pages, rendered once per content version.
 */
async function builtPages(
  env: Env,
  clientDir: string,
  csp: CspOptions,
  sendPage: ReturnType<typeof staticPageSender>,
) {
  const clientFiles = await clientFilePaths(clientDir);
  const cspFor = hashedCsp(env, csp);
  const prerendered = await prerenderedPages(clientDir, env, cspFor);
  const render = sharedRenderer(routerBuild, env.PUBLIC_URL, cspFor);
  const leafRoute = (pathname: string) => leafRouteAt(routerBuild, pathname);
  // Unknown: only the catch-all route matches, and it does not redirect (/{video-slug} it does).
  const isUnknown = async (pathname: string) => {
    if (clientFiles.has(decodeURIComponent(pathname)) || leafRoute(pathname)?.path !== "/*") return false;
    if (isMediaCopyPath(pathname)) return false;
    return !(await videoOfSegment(pathname));
  };
  const notFound = await render("/__not-found__");
  if (notFound.status !== 404) throw new Error(`the 404 page rendered with status ${notFound.status}`);
  const notFoundPage = makeStaticPage(notFound.html, { status: 404, csp: notFound.csp });
  const fixedPages: RequestHandler = async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || decodedPath(req.path) === undefined) return next();
    const page =
      prerendered.fixedPage(req.path) ??
      (!HEALTH_PATHS.has(req.path) && (await isUnknown(req.path)) ? notFoundPage : undefined);
    if (page) sendPage(req, res, page);
    else next();
  };
  return {
    clientFiles,
    fixedPages,
    formPages: prerendered.formPages,
    contentPages: contentPages({
      kindOf: (pathname) =>
        CONTENT_RESOURCE_PATHS.has(pathname)
          ? "resource"
          : CONTENT_PAGE_ROUTES.has(leafRoute(pathname)?.id ?? "")
            ? "page"
            : undefined,
      contentVersion,
      render,
      send: sendPage,
      inPreview: (cookieHeader) => previewCookieVerifies(env.PREVIEW_SECRET, cookieHeader),
      missingItemPage: (pathname) => missingItemStandIn(leafRoute(pathname)?.id, pathname),
    }),
    // The root loader's decision, by the route the path matches.
    analyticsOnPath: (pathname: string) => analyticsOnRoute(leafRoute(pathname)?.path ?? ""),
  };
}

export async function createApp(mode: AppMode): Promise<RequestListener> {
  const env = readEnv();
  const development = "viteMiddleware" in mode;
  const clientDir = development ? undefined : mode.clientDir;
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  // req.ip is the right-most X-Forwarded-For entry that is not a trusted proxy (docs/configuration.md).
  app.set("trust proxy", env.TRUST_PROXY);

  const csp: CspOptions = {
    viteDevServer: development,
    inlineStyles: clientDir ? await prerenderedStyles(clientDir) : [],
  };
  const noIndexPair = noIndexHeaderPair(env);
  const sendPage = staticPageSender([...securityHeaderList(env), ...(noIndexPair ? [noIndexPair] : [])]);
  const pages = clientDir ? await builtPages(env, clientDir, csp, sendPage) : undefined;

  // Counted and logged on "finish", so neither changes what is sent.
  app.use(httpMetrics(appRegistry));
  app.use(requestLog(logger));
  // First, so the most common response costs the least; its headers are in sendPage's list.
  if (pages) app.use(pages.fixedPages);
  // A staging host keeps every URL out of search engines, the probes' too.
  if (noIndexPair) app.use(setHeaders([noIndexPair]));
  // The probes before any other header or page work, so a busy renderer never makes a node look dead.
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", NO_STORE).json({ status: "ok" });
  });
  app.get("/readyz", readinessEndpoint);
  app.get("/metrics", metricsEndpoint(env.METRICS_TOKEN, appRegistry, databaseGuessLimit()));
  app.use(setHeaders(securityHeaderList(env)));
  // Without a token, /metrics is an unknown URL, not a probe.
  const probes = new Set([...HEALTH_PATHS].filter((path) => path !== "/metrics" || env.METRICS_TOKEN));
  app.use(refuseBeforeRouter(probes, (file) => !!pages?.clientFiles.has(file) && !isPrerenderedOutput(file)));
  if (pages) app.use(pages.contentPages);

  app.use(nonceCsp(env, csp, pages?.analyticsOnPath));
  app.use(compression());
  app.use(sameOriginWrites(env, logger));
  if (development) app.use(mode.viteMiddleware);
  if (clientDir) {
    app.use("/assets", staticFiles(path.join(clientDir, "assets"), YEAR, true));
    if (pages) app.use(pages.formPages);
    app.use(staticFiles(clientDir, 86_400));
  }
  // The content source's images copied here, and their variants. A copy is named after its media URL,
  // which Strapi makes anew for each upload, so a year's cache is safe.
  const mediaCopies = staticFiles(path.join(env.DATA_DIR, "media"), YEAR, true);
  app.use([MEDIA_COPIES_PATH, MEDIA_VARIANTS_PATH], mediaCopies);

  // In development the import goes through Vite's module graph, so each request sees the latest edit.
  const currentBuild = development
    ? () => import("virtual:react-router/server-build")
    : async () => routerBuild;
  // The routes read the route table to tell which methods a path takes (ADR 037).
  const contextOf = (req: express.Request, res: express.Response, { routes }: { routes: RouteTable }) =>
    withRouteTable(requestContextWith({ cspNonce: res.locals.cspNonce, clientIp: req.ip }), routes);
  app.use(answerOptions(currentBuild));
  app.all(
    "/{*path}",
    createRequestHandler({
      // The build object itself in production: given a function, React Router re-derives it per request.
      build: development ? currentBuild : routerBuild,
      mode: env.NODE_ENV,
      getLoadContext: async (req, res) => contextOf(req, res, await currentBuild()),
    }),
  );

  app.use(errorAnswer(logger));
  return app;
}
