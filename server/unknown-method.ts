import type { RequestHandler } from "express";
import { NO_STORE } from "../app/lib/no-store";
import { serverAnswers } from "../app/site/api-answers.server";

/**
 * The methods some address takes, and those React Router refuses itself with a 405 that names the
 * methods an address does take (app/lib/wrong-method.server.ts).
 */
export const ANSWERED_METHODS: ReadonlySet<string> = new Set([
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
]);

/**
 * Any other method (TRACE, PROPFIND, …) no address of the site takes: 501 Not Implemented, the
 * answer HTTP gives for a method a server does not recognise, before the router. The Fetch API the
 * router is handed a request through cannot carry TRACE at all (the request failed, answered 500
 * and logged as a server error), and React Router refuses the others on addresses without a page
 * with a 405 that names no methods.
 */
export function unknownMethods(): RequestHandler {
  return (req, res, next) => {
    if (ANSWERED_METHODS.has(req.method)) return next();
    res.status(501).set("Cache-Control", NO_STORE).type("text/plain").send(serverAnswers.unknownMethod);
  };
}
