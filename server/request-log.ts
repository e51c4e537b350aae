import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { FORM_EVENTS_PATH } from "../app/leads/insights/form-events";
import { loggableUrl } from "../app/lib/logger-redact.server";
import { routeKind } from "../app/ops/http-metrics.server";

/**
 * Paths whose lines name no client address: the forms' conversion counts promise to keep nobody's
 * address with them, and a log is kept too.
 */
const ADDRESS_FREE_PATHS: ReadonlySet<string> = new Set([FORM_EVENTS_PATH.toLowerCase()]);

/**
 * The path of a request target as a router would match it: without its query, escapes decoded,
 * without repeated or trailing slashes, in lower case (routes match regardless of case).
 */
function routedPath(target: string): string {
  const path = target.split("?", 1)[0] ?? "";
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: no route matches it decoded, so it is compared as it came.
  }
  return decoded
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/+$/, "$1")
    .toLowerCase();
}

/**
 * One structured line per request, written when the response is finished: method, path, status,
 * time and the client's address as Express's `trust proxy` reads it (except on ADDRESS_FREE_PATHS). Never a header (the Authorization and Cookie headers are
 * credentials); the query only with secret-like parameters masked, and not at all on a 5xx (an
 * answer that failed is where a query is least understood). The probes are not logged: an
 * orchestrator asks every few seconds, and their answers are counted in the metrics.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (routeKind(req.method, req.url) === "health") return next();
    const started = process.hrtime.bigint();
    // As it arrived: Express rewrites req.url while a mounted handler runs.
    const method = req.method;
    const url = req.url;
    const clientIp = ADDRESS_FREE_PATHS.has(routedPath(url)) ? undefined : req.ip || "unknown";
    res.once("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const status = res.statusCode;
      logger.info(
        {
          method,
          path: loggableUrl(url, { withQuery: status < 500 }),
          status,
          ms: Math.round(ms * 10) / 10,
          ...(clientIp === undefined ? {} : { clientIp }),
        },
        "request",
      );
    });
    next();
  };
}
