import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { StaticPage, StaticPageSender } from "./static-page";
import { decodes } from "./malformed-path";

/** Watches one request to its end, on the plain Node request and response. */
export type RequestObserver = (req: IncomingMessage, res: ServerResponse) => void;

export type FrontDoorOptions = {
  /** Run first on every request, answered here or not (metrics, the request log). */
  observers: readonly RequestObserver[];
  /**
   * The response that is the same for everyone at this path (a prerendered page, its .data file,
   * the 404 page of an unknown path), if there is one. The path is as requested: percent-escaped,
   * and known to decode.
   */
  fixedResponse?: (pathname: string) => StaticPage | undefined;
  send: StaticPageSender;
  /** Everything else: the Express application. */
  next: RequestListener;
};

/** The path of an origin-form request target that decodes; undefined for any other. */
function decodablePath(url: string): string | undefined {
  const query = url.indexOf("?");
  const pathname = query === -1 ? url : url.slice(0, query);
  return pathname.startsWith("/") && decodes(pathname) ? pathname : undefined;
}

/**
 * The server's first handler. A GET or HEAD of a response that is the same for everyone is answered
 * here, straight from memory with headers prepared once, without entering Express: that keeps the
 * common case (every prerendered page, every unknown URL) close to what Node itself costs. Anything
 * else, and any path that does not decode (Express answers it 400), goes on to `next`.
 */
export function frontDoor({ observers, fixedResponse, send, next }: FrontDoorOptions): RequestListener {
  return (req, res) => {
    for (const observe of observers) observe(req, res);
    if (fixedResponse && (req.method === "GET" || req.method === "HEAD")) {
      const pathname = decodablePath(req.url ?? "");
      const page = pathname === undefined ? undefined : fixedResponse(pathname);
      if (page) return send(req, res, page);
    }
    next(req, res);
  };
}
