import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import type { NoScriptChallenge } from "../app/lib/no-script-challenge";
import { type CompiledPage, compilePage, fillOrigin, type PageFill } from "../app/lib/prerender";
import { NONCE_PLACEHOLDER } from "../app/lib/nonce";
import { type GzipPage, gzipPage, gzipPageOneValue } from "./gzip-page";
import { NONCE_LENGTH } from "./security";

export const PRERENDERED_HTML_CACHE = "public, max-age=300";
/**
 * A form page holds a one-time no-script question: no shared cache may hand it to someone else, and
 * a visitor's own copy is short-lived (a used question is refused and the answer page asks anew).
 */
export const FORM_PAGE_CACHE = "private, max-age=60";

/** Route path of a prerendered file: build/client/our-team/index.html → /our-team. */
function routePathOf(clientDir: string, file: string): string {
  const relative = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
  return `/${relative}`.replace(/\/$/, "") || "/";
}

/** URL path of a prerendered data file: build/client/our-team.data → /our-team.data. */
function dataPathOf(clientDir: string, file: string): string {
  return `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
}

async function* prerenderedFiles(dir: string, root = dir): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== path.join(root, "assets")) yield* prerenderedFiles(full, root);
    } else if (entry.name === "index.html" || entry.name.endsWith(".data")) yield full;
  }
}

/** Matching is case-insensitive and ignores a trailing slash, like the router's. */
export function lookupKey(pathname: string): string {
  return (pathname.replace(/\/+$/, "") || "/").toLowerCase();
}

/**
 * Serves what `react-router build` prerendered, from memory: the HTML pages and the `.data` files
 * that client-side navigations fetch. The build wrote stand-ins for the origin and the nonce
 * (app/lib/prerender.ts): the origin is filled in once here, the nonce on every response.
 */
export async function prerenderedPages(
  clientDir: string,
  origin: string,
  /** Makes the no-script question of the form pages (from the server build's entry, ADR 006). */
  createChallenge: () => Promise<NoScriptChallenge> = () => Promise.reject(new Error("no challenge factory")),
): Promise<{ handler: RequestHandler; paths: string[] }> {
  const pages = new Map<string, CompiledPage & { gzip: GzipPage }>();
  const data = new Map<string, string>();
  for await (const file of prerenderedFiles(clientDir)) {
    const text = await readFile(file, "utf8");
    if (file.endsWith(".data")) data.set(lookupKey(dataPathOf(clientDir, file)), fillOrigin(text, origin));
    else {
      const page = compilePage(text, origin);
      const onlyNonces = page.standIns.every((standIn) => standIn === NONCE_PLACEHOLDER);
      const valueBytes = page.standIns.map((standIn) =>
        standIn === NONCE_PLACEHOLDER ? NONCE_LENGTH : null,
      );
      const gzip =
        (onlyNonces ? gzipPageOneValue(page.statics, NONCE_LENGTH) : null) ??
        gzipPage(page.statics, valueBytes);
      pages.set(lookupKey(routePathOf(clientDir, file)), { ...page, gzip });
    }
  }
  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const key = lookupKey(pathname);
    const page = pages.get(key);
    const dataText = page ? undefined : data.get(key);
    if (!page && dataText === undefined) return next();
    res.status(200);
    res.setHeader("Vary", "Accept-Encoding");
    if (page) {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      const nonce = res.locals.cspNonce as string;
      // Gzip from pieces compressed at start-up (see gzip-page.ts); the compression middleware
      // leaves a response alone once it carries a Content-Encoding.
      const gzip = req.acceptsEncodings("gzip", "identity") === "gzip";
      const send = (fill: PageFill) => {
        const zipped = gzip ? page.gzip(page.valuesFor(fill)) : null;
        if (!zipped) return res.send(page.render(fill));
        res.setHeader("Content-Encoding", "gzip");
        return res.send(zipped);
      };
      if (!page.needsChallenge) {
        res.setHeader("Cache-Control", PRERENDERED_HTML_CACHE);
        send({ nonce });
        return;
      }
      res.setHeader("Cache-Control", FORM_PAGE_CACHE);
      createChallenge().then(
        (challenge) => send({ nonce, challenge }),
        () => send({ nonce }),
      );
    } else {
      res.setHeader("Cache-Control", PRERENDERED_HTML_CACHE);
      res.setHeader("Content-Type", "text/x-script; charset=utf-8");
      res.send(dataText);
    }
  };
  return { handler, paths: [...pages.keys()] };
}
