import type { ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import { loggableUrl } from "../app/lib/logger-redact.server";

/**
 * Express's last resort: no stack trace and nothing of the request in the response. A client's
 * mistake is one info line, so nobody can fill the error log; a server error logs the path alone.
 */
export function errorAnswer(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status =
      typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
    const path = loggableUrl(req.originalUrl, { withQuery: status < 500 });
    if (status >= 500) logger.error({ err: error, path }, "unhandled request error");
    else logger.info({ status, path }, "request refused");
    if (res.headersSent) return res.end();
    res.sendStatus(status);
  };
}
