import type { IncomingMessage } from "node:http";
import type { Logger } from "pino";
import { loggableUrl } from "../app/lib/logger-redact.server";
import type { RequestObserver } from "./front-door";
import { routeKind } from "./metrics";

/** The client's address for a log line, as the trust-proxy setting reads it. */
export type ClientAddress = (req: IncomingMessage) => string;

/**
 * One structured line per request, written when the response is finished: method, path, status,
 * time and the client's address. Never a header (the Authorization and Cookie headers are
 * credentials); the query only with secret-like parameters masked, and not at all on a 5xx (an
 * answer that failed is where a query is least understood). The probes are not logged: an
 * orchestrator asks every few seconds, and their answers are counted in the metrics.
 */
export function requestLog(logger: Logger, clientAddress: ClientAddress): RequestObserver {
  return (req, res) => {
    if (routeKind(req.method ?? "GET", req.url ?? "/") === "health") return;
    const started = process.hrtime.bigint();
    // As it arrived: Express rewrites req.url while a mounted handler runs.
    const method = req.method;
    const url = req.url ?? "";
    const clientIp = clientAddress(req);
    res.once("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const status = res.statusCode;
      logger.info(
        {
          method,
          path: loggableUrl(url, { withQuery: status < 500 }),
          status,
          ms: Math.round(ms * 10) / 10,
          clientIp,
        },
        "request",
      );
    });
  };
}
