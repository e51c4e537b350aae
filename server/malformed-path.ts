import type { RequestHandler } from "express";
import { NO_STORE } from "../app/lib/no-store";
import { serverAnswers } from "../app/site/api-answers.server";

/**
 * A path whose percent-encoding does not decode (`/%E0%A4%A`) names no page at all: it is the
 * client's mistake (400), not an unknown page (404). Answered here, before every handler that
 * decodes the path, so none of them needs a guard of its own.
 */
export function malformedPaths(): RequestHandler {
  return (req, res, next) => {
    if (decodes(req.path)) return next();
    res.status(400).set("Cache-Control", NO_STORE).type("text/plain").send(serverAnswers.malformedPath);
  };
}

/** Whether the percent-encoding of `text` decodes. */
export function decodes(text: string): boolean {
  try {
    // The result is compared, not dropped: the server build's bundler removes a call to a built-in
    // whose result is unused, and with it the exception this check is for.
    return typeof decodeURIComponent(text) === "string";
  } catch {
    return false;
  }
}
