import type { Logger } from "pino";
import type { RequestObserver } from "./front-door";
import { routeKind } from "./metrics";

/** Query parameters that carry a credential (the CMS's preview link sends `secret`). */
const SECRET_PARAMS = /([?&](?:secret|token)=)[^&#]*/gi;

/** The URL as logged: a credential in its query is replaced, the rest kept for reading the log. */
export function withoutSecrets(url: string): string {
  return url.replace(SECRET_PARAMS, "$1***");
}

/**
 * One structured line per request, written when the response is finished. The probes are not logged:
 * an orchestrator asks every few seconds, and their answers are counted in the metrics.
 */
export function requestLog(logger: Logger): RequestObserver {
  return (req, res) => {
    if (routeKind(req.method ?? "GET", req.url ?? "/") === "health") return;
    const started = process.hrtime.bigint();
    // As it arrived: Express rewrites req.url while a mounted handler runs.
    const method = req.method;
    const url = req.url ?? "";
    res.once("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          method,
          path: withoutSecrets(url),
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        "request",
      );
    });
  };
}
