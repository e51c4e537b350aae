import type { RequestHandler } from "express";
import { NO_STORE } from "../app/lib/no-store";
import { serverAnswers } from "../app/site/server-answers";

/**
 * A path whose percent-encoding does not decode (`/%E0%A4%A`) names no page at all: it is the
 * client's mistake (400), not an unknown page (404). Answered here, before every handler that
 * decodes the path, so none of them needs a guard of its own.
 */
export function malformedPaths(): RequestHandler {
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      res.status(400).set("Cache-Control", NO_STORE).type("text/plain").send(serverAnswers.malformedPath);
      return;
    }
    next();
  };
}
