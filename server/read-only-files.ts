import type { RequestHandler } from "express";
import { NO_STORE } from "../app/lib/no-store";
import { READ_ONLY_METHODS } from "../app/lib/wrong-method.server";
import { serverAnswers } from "../app/site/api-answers.server";
import { isPrerenderedOutput } from "./client-files";

/**
 * Any method but GET and HEAD to a file of build/client that is served from disk (icons, images,
 * hashed assets): express.static takes only reads, so without this a POST or an OPTIONS there fell
 * through to the router and got the 404 of an unknown URL, though a GET is the file. 405 with the
 * methods a file takes, in the words, type and headers the nginx front gives the same request (its
 * `location @read_only`), OPTIONS included, as for every address without a page. Mounted after
 * unknownMethods (TRACE, PROPFIND: 501) and before the same-origin check of writes, which the front
 * does not make for a file either. GET and HEAD are passed on before any path work.
 */
export function filesTakeOnlyReads(clientFiles: ReadonlySet<string>): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    // The path decodes: malformedPaths has answered every one that does not.
    const file = decodeURIComponent(req.path);
    if (!clientFiles.has(file) || isPrerenderedOutput(file)) return next();
    res
      .status(405)
      .set({ Allow: READ_ONLY_METHODS, "Cache-Control": NO_STORE })
      .type("text/plain")
      .send(serverAnswers.readOnlyAddress);
  };
}
