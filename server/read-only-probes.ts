import type { RequestHandler } from "express";
import { NO_STORE } from "../app/lib/no-store";
import { READ_ONLY_METHODS } from "../app/lib/wrong-method.server";
import { serverAnswers } from "../app/site/api-answers.server";

/**
 * Any method but GET and HEAD to a probe that exists (/healthz, /readyz, and /metrics while it has a
 * token), mounted after their own GET handlers: the router knows no probe, so without this a POST
 * or an OPTIONS there got the 404 of an unknown URL. 405 with the methods a probe takes, as the
 * router's read-only addresses answer. Only at a probe's exact path: Express matches paths in any
 * case and with a trailing slash, where a GET finds no probe (/HEALTHZ, /healthz/ are unknown URLs,
 * 404 to every method), and so is /metrics without its token.
 */
export function probesTakeOnlyReads(probes: ReadonlySet<string>): RequestHandler {
  return (req, res, next) => {
    if (!probes.has(req.path)) return next();
    res
      .status(405)
      .set({ Allow: READ_ONLY_METHODS, "Cache-Control": NO_STORE })
      .json({ message: serverAnswers.readOnlyAddress });
  };
}
