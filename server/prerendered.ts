import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import type { NoScriptChallenge } from "../app/document/no-script-challenge";
import { type CompiledPage, compilePage, fillOrigin, type PageFill } from "../app/document/prerender";
import { NONCE_PLACEHOLDER } from "../app/document/nonce";
import { formCopy } from "../app/site/form-text";
import { inlineScriptHashes, withoutNonce } from "../app/document/script-hashes.server";
import { makeStaticPage, type StaticPage } from "./static-page";

/**
 * A form page holds a one-time no-script question: no cache may keep it, not even the visitor's own
 * (a used question is refused, and the answer page asks anew).
 */
export const FORM_PAGE_CACHE = "private, no-store";

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

/**
 * The distinct texts of the inline <style> blocks of the prerendered pages, which the CSP allows by
 * hash (security.ts). Every page carries the root's, and no page renders a style block that no
 * prerendered page holds (tests/integration/production-http.test.ts).
 */
export async function prerenderedStyles(clientDir: string): Promise<string[]> {
  const texts = new Set<string>();
  for await (const file of prerenderedFiles(clientDir)) {
    if (!file.endsWith(".html")) continue;
    for (const [, text = ""] of (await readFile(file, "utf8")).matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
      texts.add(text);
  }
  return [...texts].sort();
}

/**
 * Matching is case-insensitive and ignores trailing slashes, like the router's. The slashes are
 * trimmed by a scan from the end: a regex anchored at the end retries at every slash of a path,
 * which a client can make quadratic.
 */
export function lookupKey(pathname: string): string {
  let end = pathname.length;
  while (end > 0 && pathname[end - 1] === "/") end--;
  return (pathname.slice(0, end) || "/").toLowerCase();
}

/**
 * Serves what `react-router build` prerendered, from memory: the HTML pages and the `.data` files
 * that client-side navigations fetch. The build wrote stand-ins for the origin, the analytics
 * setting and the nonce (app/document/prerender.ts): the origin and the setting are filled in once here. A page without a form is then fixed
 * bytes for everyone (static-page.ts): no nonce, its inline scripts allowed by hash. A form page
 * gets a fresh nonce and no-script question on every response.
 */
export async function prerenderedPages(
  clientDir: string,
  origin: string,
  /** Puts in the other run-time settings the build wrote stand-ins for (the analytics provider's). */
  fillSettings: (text: string) => string,
  /** The hashed CSP of a fixed page, from its inline scripts' hashes. */
  cspFor: (scriptHashes: readonly string[]) => string,
  /** Makes the no-script question of the form pages (ADR 006). */
  createChallenge: () => Promise<NoScriptChallenge>,
): Promise<{
  /** The page that is the same for everyone at a decodable path, if one was prerendered there. */
  fixedPage: (pathname: string) => StaticPage | undefined;
  formPages: RequestHandler;
  paths: string[];
}> {
  const formPages = new Map<string, CompiledPage>();
  const fixed = new Map<string, StaticPage>();
  for await (const file of prerenderedFiles(clientDir)) {
    const text = fillSettings(await readFile(file, "utf8"));
    if (file.endsWith(".data")) {
      fixed.set(
        lookupKey(dataPathOf(clientDir, file)),
        makeStaticPage(fillOrigin(text, origin), {
          contentType: "text/x-script; charset=utf-8",
          csp: cspFor([]),
        }),
      );
      continue;
    }
    const key = lookupKey(routePathOf(clientDir, file));
    const page = compilePage(text, origin, formCopy.noScriptQuestionUnavailable);
    if (!page.needsChallenge) {
      const rendered = page.render({ nonce: NONCE_PLACEHOLDER });
      fixed.set(
        key,
        makeStaticPage(withoutNonce(rendered, NONCE_PLACEHOLDER), {
          contentType: "text/html; charset=utf-8",
          csp: cspFor(inlineScriptHashes(rendered, NONCE_PLACEHOLDER)),
        }),
      );
      continue;
    }
    formPages.set(key, page);
  }
  const fixedPage = (pathname: string) => fixed.get(lookupKey(decodeURIComponent(pathname)));
  /**
   * Form pages: after the nonce is made, each response gets it and a fresh no-script question, and
   * the compression middleware compresses it like any other per-response answer.
   */
  const formPagesHandler: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // The path decodes: refuseBeforeRouter (mounted first) has answered every one that does not.
    const page = formPages.get(lookupKey(decodeURIComponent(req.path)));
    if (!page) return next();
    res.status(200);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", FORM_PAGE_CACHE);
    const nonce = res.locals.cspNonce;
    const send = (fill: PageFill) => res.send(page.render(fill));
    createChallenge()
      .then(
        (challenge) => send({ nonce, challenge }),
        () => send({ nonce }),
      )
      .catch(next);
  };
  return { fixedPage, formPages: formPagesHandler, paths: [...fixed.keys(), ...formPages.keys()] };
}
