import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { loggablePath } from "~/lib/logger-redact.server";
import { NO_STORE } from "~/http/no-store";
import type { Env } from "~/env.server";
import { allowedOrigins, checkOrigin, isOwnHostOrigin } from "./origin.server";
import { leadAnswers } from "~/site/api-answers.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses unsafe-method requests from other sites (see origin.server.ts) before the body is read, so a
 * cross-site post costs nothing.
 */
export function sameOriginWrites(env: Env, logger: Logger): RequestHandler {
  const allowed = allowedOrigins(env.PUBLIC_URL, env.ALLOWED_ORIGINS);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const decision = checkOrigin({ origin: req.headers.origin, referer: req.headers.referer }, allowed);
    if (decision.allowed) return next();
    logger.info(
      { path: loggablePath(req.path), origin: decision.origin.slice(0, 200) },
      "cross-site write refused",
    );
    // Host and Origin come from the client and may be forged, so the hint never suggests an address
    // from the request, only the current setting.
    if (isOwnHostOrigin(decision.origin, req.headers.host))
      logger.warn(
        { publicUrl: env.PUBLIC_URL },
        "a form was refused as cross-site although its Origin matched its Host header: if visitors " +
          "reach this site at an address other than PUBLIC_URL, every lead they send is refused; check " +
          "that PUBLIC_URL is the address visitors use (a client can also send this on purpose)",
      );
    res.set("Cache-Control", NO_STORE);
    // JSON for the API; plain text for a browser that followed a cross-site form.
    if (req.path.startsWith("/api/")) res.status(403).json({ message: leadAnswers.crossSite });
    else res.status(403).type("text/plain").send(leadAnswers.crossSite);
  };
}
