import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { loggablePath } from "~/lib/logger-redact.server";
import { NO_STORE } from "~/lib/no-store";
import type { Env } from "~/env.server";
import { allowedOrigins, checkOrigin, isOwnHostOrigin } from "./origin.server";
import { pipelineMessages } from "./server-messages";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every request that can change something (the lead forms' posts to their pages and to
 * /api/contact) must come from our own site, or name no site at all. Checked before the body is
 * read, so a cross-site post costs nothing and stores nothing.
 */
export function sameOriginWrites(env: Env, logger: Logger): RequestHandler {
  const allowed = allowedOrigins(env.PUBLIC_URL, env.ALLOWED_ORIGINS);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const decision = checkOrigin({ origin: req.headers.origin, referer: req.headers.referer }, allowed);
    if (decision.allowed) return next();
    const facts = { path: loggablePath(req.path), origin: decision.origin.slice(0, 200) };
    // Every visitor's lead is being refused until the setting is corrected: an error, not a note.
    if (isOwnHostOrigin(decision.origin, req.headers.host))
      logger.error(
        { ...facts, publicUrl: env.PUBLIC_URL },
        "a form was posted from this site's own address, which PUBLIC_URL does not name, and was refused " +
          "as cross-site: set PUBLIC_URL (or ALLOWED_ORIGINS) to the address visitors use",
      );
    else logger.info(facts, "cross-site write refused");
    res.set("Cache-Control", NO_STORE);
    // Only our JSON API answers JSON; a browser that followed a cross-site form gets readable text.
    if (req.path.startsWith("/api/")) res.status(403).json({ message: pipelineMessages.crossSite });
    else res.status(403).type("text/plain").send(pipelineMessages.crossSite);
  };
}
