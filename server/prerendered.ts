/**
 * What `react-router build` wrote to build/client: the files, and the prerendered pages and `.data`
 * files, served from memory with their build-time stand-ins filled in (ADR 004, ADR 006).
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { fillAnalyticsSetting } from "../app/analytics/prerender-fill.server";
import { analyticsSettingOf } from "../app/analytics/setting";
import { NONCE_PLACEHOLDER } from "../app/document/nonce";
import { compilePage, fillOrigin } from "../app/document/prerender";
import { sharedHtml } from "../app/document/script-hashes.server";
import type { Env } from "../app/env.server";
import { FORM_PAGE_CACHE } from "../app/http/page-cache.server";
import { createNoScriptChallenge } from "../app/leads/intake/captcha.server";
import { formCopy } from "../app/site/form-text";
import { makeStaticPage, type StaticPage } from "../app/http/static-page.server";

/** The URL paths of the files in build/client, read once so that finding one costs a lookup. */
export async function clientFilePaths(clientDir: string): Promise<ReadonlySet<string>> {
  const paths = new Set<string>();
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    paths.add(`/${path.relative(clientDir, full).split(path.sep).join("/")}`);
  }
  return paths;
}

/** Prerendered output holds stand-ins, so it is never served as a file. */
export function isPrerenderedOutput(urlPath: string): boolean {
  return /\.(html|data)$/i.test(urlPath);
}

async function prerenderedFiles(clientDir: string): Promise<string[]> {
  return [...(await clientFilePaths(clientDir))].filter(
    (file) => !file.startsWith("/assets/") && (file.endsWith("/index.html") || file.endsWith(".data")),
  );
}

/**
 * The texts of the pages' inline <style> blocks, which the CSP allows by hash. No page renders a
 * style block that no prerendered page holds (tests/integration/production-http.test.ts).
 */
export async function prerenderedStyles(clientDir: string): Promise<string[]> {
  const texts = new Set<string>();
  for (const file of await prerenderedFiles(clientDir)) {
    if (!file.endsWith(".html")) continue;
    const html = await readFile(path.join(clientDir, file), "utf8");
    for (const [, text = ""] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) texts.add(text);
  }
  return [...texts].sort();
}

/**
 * Case-insensitive and without trailing slashes, like the router's matching. The slashes are trimmed
 * by a scan: a regex anchored at the end retries at every slash, which a client can make quadratic.
 */
function lookupKey(pathname: string): string {
  let end = pathname.length;
  while (end > 0 && pathname[end - 1] === "/") end--;
  return (pathname.slice(0, end) || "/").toLowerCase();
}

/**
 * A page without a form becomes fixed bytes (its scripts allowed by hash); a form page gets a fresh
 * nonce and no-script question on every response.
 */
export async function prerenderedPages(
  clientDir: string,
  env: Env,
  cspFor: (scriptHashes: readonly string[]) => string,
): Promise<{ fixedPage: (pathname: string) => StaticPage | undefined; formPages: RequestHandler }> {
  const origin = env.PUBLIC_URL;
  const analytics = analyticsSettingOf(env);
  const formPages = new Map<string, ReturnType<typeof compilePage>>();
  const fixed = new Map<string, StaticPage>();
  for (const file of await prerenderedFiles(clientDir)) {
    const text = fillAnalyticsSetting(await readFile(path.join(clientDir, file), "utf8"), analytics);
    if (file.endsWith(".data")) {
      const data = makeStaticPage(fillOrigin(text, origin), {
        contentType: "text/x-script; charset=utf-8",
        csp: cspFor([]),
      });
      fixed.set(lookupKey(file), data);
      continue;
    }
    const key = lookupKey(file.slice(0, -"index.html".length));
    const page = compilePage(text, origin, formCopy.noScriptQuestionUnavailable);
    if (page.needsChallenge) {
      formPages.set(key, page);
      continue;
    }
    const shared = sharedHtml(page.render({ nonce: NONCE_PLACEHOLDER }), NONCE_PLACEHOLDER, cspFor);
    fixed.set(key, makeStaticPage(shared.html, { csp: shared.csp }));
  }
  // The paths decode: the fixed-page step checks, and refuseBeforeRouter has refused the rest.
  const fixedPage = (pathname: string) => fixed.get(lookupKey(decodeURIComponent(pathname)));
  const formPagesHandler: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = formPages.get(lookupKey(decodeURIComponent(req.path)));
    if (!page) return next();
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", FORM_PAGE_CACHE);
    const nonce = res.locals.cspNonce;
    return createNoScriptChallenge().then(
      (challenge) => res.send(page.render({ nonce, challenge })),
      () => res.send(page.render({ nonce })),
    );
  };
  return { fixedPage, formPages: formPagesHandler };
}
