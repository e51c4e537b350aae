import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { analyticsSettingOf } from "../app/analytics/setting";
import { EMBED_PLAYER_ORIGINS } from "../app/cms/embed-hosts.server";
import { hashSource } from "../app/document/script-hashes.server";
import type { Env } from "../app/env.server";
import { type HstsSettings, hstsValue } from "../app/http/hsts.server";

/** A fresh CSP nonce for every response, read by nonceCsp and by the HTML renderers. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/**
 * How the server runs: `npm run dev` serves through Vite, which inlines the stylesheets. The inline
 * <style> blocks the built pages hold (prerenderedStyles in ./prerendered.ts) are allowed by hash on
 * every page, so a client-side navigation may insert any of them; any other style block, and every
 * style attribute, is refused.
 */
export type CspOptions = { viteDevServer?: boolean; inlineStyles?: readonly string[] };

/** Where reCAPTCHA's widget and challenge frames come from, when that provider is on. */
const RECAPTCHA_FRAMES = ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"];

/**
 * The Content-Security-Policy of every response but the script sources that vary (ADR 003): scripts
 * run only from our origin; nothing may frame the site, and the site frames only the video players
 * the sanitizer keeps in posts. Providers that need more (reCAPTCHA, a Strapi media host, the upload
 * provider's hosts in STRAPI_MEDIA_ORIGINS, an analytics provider's script and event endpoint) widen
 * exactly the directive they need here.
 */
export function cspDirectives(env: Env, options: CspOptions = {}): Record<string, string[]> {
  const strapiOrigin =
    env.CONTENT_SOURCE === "strapi" && env.STRAPI_URL ? new URL(env.STRAPI_URL).origin : null;
  const mediaOrigins = strapiOrigin ? env.STRAPI_MEDIA_ORIGINS : [];
  const recaptcha = env.CAPTCHA_PROVIDER === "recaptcha";
  const analytics = analyticsSettingOf(env);
  // The provider's script comes from its origin and sends its events back there: nothing else of it.
  const analyticsOrigins = analytics ? [analytics.origin] : [];
  return {
    // Nothing is allowed unless a directive below names it.
    "default-src": ["'none'"],
    "script-src": [
      "'self'",
      ...(recaptcha ? ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"] : []),
      ...analyticsOrigins,
    ],
    // reCAPTCHA's widget writes style attributes into its markup, and the Vite dev server puts every
    // stylesheet into a <style> element; a hash in the list would make browsers ignore
    // 'unsafe-inline', so for those the list is the older, looser one.
    "style-src":
      recaptcha || options.viteDevServer
        ? ["'self'", "'unsafe-inline'"]
        : ["'self'", ...(options.inlineStyles ?? []).map(hashSource)],
    "img-src": ["'self'", "data:", ...new Set([...(strapiOrigin ? [strapiOrigin] : []), ...mediaOrigins])],
    "media-src": ["'self'"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...analyticsOrigins],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "frame-src": [...EMBED_PLAYER_ORIGINS, ...(recaptcha ? RECAPTCHA_FRAMES : [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    ...(env.PUBLIC_URL.startsWith("https:") ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/**
 * The policy of a page that is the same for everyone: its inline scripts are allowed by their
 * SHA-256 hashes (`'sha256-…'` sources), so the header, like the page, is the same on every response.
 */
export function hashedCsp(env: Env, options: CspOptions = {}): (scriptSources: readonly string[]) => string {
  const directives = cspDirectives(env, options);
  return (scriptSources) =>
    Object.entries({ ...directives, "script-src": [...directives["script-src"]!, ...scriptSources] })
      .map(([name, values]) => [name, ...values].join(" "))
      .join(";");
}

/** A response header as a name and its value. */
export type HeaderPair = readonly [name: string, value: string];

/** What the security headers depend on: the site's scheme and the HSTS settings. */
type HeaderSettings = Pick<Env, "PUBLIC_URL"> & HstsSettings;

/**
 * The security headers of every response but its CSP, the same on every response: made once, so
 * the fixed pages (static-page.ts) send them as one prepared list. The nginx front sends the same
 * ones with the files it serves itself (deploy/nginx.conf.template; ./security.test.ts holds the
 * two to one list). HSTS only over https: sent from an http PUBLIC_URL (a staging host, a local run)
 * it would pin a name to https that may never serve it; subdomains and preload only when the
 * operator says so (app/http/hsts.server.ts).
 */
export function securityHeaderList(env: HeaderSettings): HeaderPair[] {
  return [
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    // Every request names the page it comes from by its origin alone, this site's own included: a
    // landing page's address (a campaign's click id in it) never reaches the next page's
    // document.referrer, where a provider's script would read it. Nothing at all from https to http.
    ["Referrer-Policy", "strict-origin"],
    ...(env.PUBLIC_URL.startsWith("https:") ? [["Strict-Transport-Security", hstsValue(env)] as const] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    // The browsers' XSS auditors are gone or harmful; 0 turns off what remains of them.
    ["X-XSS-Protection", "0"],
  ];
}

/** Sets securityHeaderList's headers on every response that passes, and names no framework. */
export function securityHeaders(env: HeaderSettings): RequestHandler {
  const headers = securityHeaderList(env);
  return (_req, res, next) => {
    res.removeHeader("X-Powered-By");
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * `X-Robots-Tag: noindex, nofollow` on every response when ALLOW_INDEXING=false. The header, not
 * only robots.txt: a crawler that finds a staging URL linked elsewhere indexes it despite a Disallow,
 * and files (PDFs, images) carry no meta tag of their own. Undefined when indexing is allowed.
 */
export function noIndexHeader(env: Pick<Env, "ALLOW_INDEXING">): RequestHandler | undefined {
  const header = noIndexHeaderPair(env);
  if (!header) return undefined;
  return (_req, res, next) => {
    res.setHeader(...header);
    next();
  };
}

/** noIndexHeader's header, for responses prepared once; undefined when indexing is allowed. */
export function noIndexHeaderPair(env: Pick<Env, "ALLOW_INDEXING">): HeaderPair | undefined {
  return env.ALLOW_INDEXING ? undefined : ["X-Robots-Tag", "noindex, nofollow"];
}

/**
 * The CSP of responses made per request: their inline scripts are allowed by this response's nonce.
 * Pages served as fixed bytes send their hashed policy instead (static-page.ts). `analyticsOnPath`,
 * when given, names the paths whose page may load the analytics provider; the others' policy leaves
 * its origin out.
 */
export function nonceCsp(
  env: Env,
  options: CspOptions = {},
  analyticsOnPath?: (pathname: string) => boolean,
): RequestHandler {
  const policyWith = hashedCsp(env, options);
  const policyWithoutAnalytics = hashedCsp({ ...env, ANALYTICS_PROVIDER: "none" }, options);
  return (req, res, next) => {
    const policy = !analyticsOnPath || analyticsOnPath(req.path) ? policyWith : policyWithoutAnalytics;
    res.setHeader("Content-Security-Policy", policy([`'nonce-${res.locals.cspNonce}'`]));
    next();
  };
}
