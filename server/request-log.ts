import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { decodedPath } from "../app/http/methods.server";
import { routeKind } from "../app/ops/http-metrics.server";
import { FORM_EVENTS_PATH } from "../app/leads/insights/form-events";
import { loggableUrl } from "../app/lib/logger-redact.server";

/** The forms' step reports promise to keep no visitor's address, and the log is kept too. */
const ADDRESS_FREE_PATHS: ReadonlySet<string> = new Set([FORM_EVENTS_PATH.toLowerCase()]);

/** The path as a route matches it: no query, decoded, no repeated or trailing slashes, lower case. */
function routedPath(target: string): string {
  const path = target.split("?", 1)[0] ?? "";
  // Not valid percent-encoding: no route matches it decoded, so it is compared as it came.
  const decoded = decodedPath(path) ?? path;
  return decoded
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/+$/, "$1")
    .toLowerCase();
}

/**
 * One line per finished request (ADR 031): method, path, status, time and the client's address as
 * `trust proxy` reads it. No header, since some are credentials; the query with secrets masked, and
 * none on a 5xx. The probes are counted in the metrics, not logged.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (routeKind(req.method, req.url) === "health") return next();
    const started = performance.now();
    // As it arrived: Express rewrites req.url while a mounted handler runs.
    const method = req.method;
    const url = req.url;
    const clientIp = ADDRESS_FREE_PATHS.has(routedPath(url)) ? undefined : req.ip || "unknown";
    res.once("finish", () => {
      const status = res.statusCode;
      logger.info(
        {
          method,
          path: loggableUrl(url, { withQuery: status < 500 }),
          status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          ...(clientIp === undefined ? {} : { clientIp }),
        },
        "request",
      );
    });
    next();
  };
}
