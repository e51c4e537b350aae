import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { EMBED_PLAYER_ORIGINS } from "../app/cms/embed-hosts";
import type { Env } from "../app/env.server";

/** Characters in a nonce: base64 of 16 random bytes. Prerendered gzip relies on it (gzip-page.ts). */
export const NONCE_LENGTH = 24;

/** A fresh CSP nonce for every response, read by nonceCsp and by the HTML renderers. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64"); // always NONCE_LENGTH characters
  next();
};

/** Where reCAPTCHA's widget and challenge frames come from, when that provider is on. */
const RECAPTCHA_FRAMES = ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"];

/**
 * The Content-Security-Policy of every response but the script sources that vary (ADR 003): scripts
 * run only from our origin; nothing may frame the site, and the site frames only the video players
 * the sanitizer keeps in posts. Providers that need more (reCAPTCHA, a Strapi media host, the upload
 * provider's hosts in STRAPI_MEDIA_ORIGINS) widen exactly the directive they need here.
 */
export function cspDirectives(env: Env): Record<string, string[]> {
  const strapiOrigin =
    env.CONTENT_SOURCE === "strapi" && env.STRAPI_URL ? new URL(env.STRAPI_URL).origin : null;
  const mediaOrigins = strapiOrigin ? env.STRAPI_MEDIA_ORIGINS : [];
  const recaptcha = env.CAPTCHA_PROVIDER === "recaptcha";
  return {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      ...(recaptcha ? ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"] : []),
    ],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...new Set([...(strapiOrigin ? [strapiOrigin] : []), ...mediaOrigins])],
    "media-src": ["'self'"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
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
export function hashedCsp(env: Env): (scriptSources: readonly string[]) => string {
  const directives = cspDirectives(env);
  return (scriptSources) =>
    Object.entries({ ...directives, "script-src": [...directives["script-src"]!, ...scriptSources] })
      .map(([name, values]) => [name, ...values].join(" "))
      .join(";");
}

/**
 * The security headers of every response but its CSP. HSTS only over https: sent from an http
 * PUBLIC_URL (a staging host, a local run) it would pin a name to https that may never serve it.
 */
export function securityHeaders(env: Env): RequestHandler {
  const https = env.PUBLIC_URL.startsWith("https:");
  return helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: https ? { maxAge: 63072000, includeSubDomains: true, preload: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
}

/**
 * `X-Robots-Tag: noindex, nofollow` on every response when ALLOW_INDEXING=false. The header, not
 * only robots.txt: a crawler that finds a staging URL linked elsewhere indexes it despite a Disallow,
 * and files (PDFs, images) carry no meta tag of their own. Undefined when indexing is allowed.
 */
export function noIndexHeader(env: Pick<Env, "ALLOW_INDEXING">): RequestHandler | undefined {
  if (env.ALLOW_INDEXING) return undefined;
  return (_req, res, next) => {
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  };
}

/**
 * The CSP of responses made per request: their inline scripts are allowed by this response's nonce.
 * Pages served as fixed bytes send their hashed policy instead (static-page.ts).
 */
export function nonceCsp(env: Env): RequestHandler {
  const policyWith = hashedCsp(env);
  return (_req, res, next) => {
    res.setHeader("Content-Security-Policy", policyWith([`'nonce-${res.locals.cspNonce}'`]));
    next();
  };
}
