import type { RequestHandler } from "express";
import { NO_STORE } from "../app/lib/no-store";

/**
 * A path whose percent-encoding does not decode (`/%E0%A4%A`) names no page at all: it is the
 * client's mistake (400), not an unknown page (404), and every later handler would otherwise have
 * to guard its own decoding.
 */
export function malformedPaths(): RequestHandler {
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      res
        .status(400)
        .set("Cache-Control", NO_STORE)
        .type("text/plain")
        .send("Bad Request: the address is not valid percent-encoding");
      return;
    }
    next();
  };
}
