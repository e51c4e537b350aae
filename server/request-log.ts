import type { RequestHandler } from "express";
import type { Logger } from "pino";

/** Query parameters that carry a credential (the CMS's preview link sends `secret`). */
const SECRET_PARAMS = /([?&](?:secret|token)=)[^&#]*/gi;

/** The URL as logged: a credential in its query is replaced, the rest kept for reading the log. */
export function withoutSecrets(url: string): string {
  return url.replace(SECRET_PARAMS, "$1***");
}

/** One structured line per request, written when the response is finished. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          method: req.method,
          path: withoutSecrets(req.originalUrl),
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        "request",
      );
    });
    next();
  };
}
