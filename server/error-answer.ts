import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import { loggableUrl } from "../app/lib/logger-redact.server";

/**
 * Express's last resort: log the error, answer without a stack trace. A client's mistake (a path
 * that is not valid percent-encoding, say) is a short line at info level, since anyone could
 * otherwise fill the error log with stack traces; a server error is logged with its error and the
 * path alone, never the query. Neither answer echoes the request.
 */
export function errorAnswer(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status =
      typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
    const path = loggableUrl(req.originalUrl, { withQuery: status < 500 });
    if (status >= 500) logger.error({ err: error, path }, "unhandled request error");
    else logger.info({ status, path }, "request refused");
    if (res.headersSent) return res.end();
    res
      .status(status)
      .type("text/plain")
      .send(STATUS_CODES[status] ?? "Error");
  };
}
