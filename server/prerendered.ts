import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { NONCE_PLACEHOLDER } from "../app/lib/nonce";

export const PRERENDERED_HTML_CACHE = "public, max-age=300";

type Page = { parts: string[]; byteLength: number };

/** Route path of a prerendered file: build/client/our-team/index.html → /our-team. */
function routePathOf(clientDir: string, file: string): string {
  const relative = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
  return `/${relative}`.replace(/\/$/, "") || "/";
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name === "index.html") yield full;
  }
}

/** Matching is case-insensitive and ignores a trailing slash, like the router's. */
export function lookupKey(pathname: string): string {
  return (pathname.replace(/\/+$/, "") || "/").toLowerCase();
}

/**
 * Serves the HTML that `react-router build` prerendered, from memory. Each page was written with
 * a nonce placeholder; every response gets this request's nonce in its place.
 */
export async function prerenderedPages(
  clientDir: string,
): Promise<{ handler: RequestHandler; paths: string[] }> {
  const pages = new Map<string, Page>();
  for await (const file of htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    pages.set(lookupKey(routePathOf(clientDir, file)), {
      parts: html.split(NONCE_PLACEHOLDER),
      byteLength: 0,
    });
  }
  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const page = pages.get(lookupKey(pathname));
    if (!page) return next();
    const body = page.parts.join(res.locals.cspNonce as string);
    res.status(200);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", PRERENDERED_HTML_CACHE);
    res.setHeader("Vary", "Accept-Encoding");
    res.send(body);
  };
  return { handler, paths: [...pages.keys()] };
}
