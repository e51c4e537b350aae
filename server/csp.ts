/**
 * The Content-Security-Policy (ADR 003, ADR 018): a nonce on responses made per request, hashes
 * on pages that are the same for everyone (ADR 009).
 */
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { analyticsSettingOf } from "../app/analytics/setting";
import { EMBED_PLAYER_ORIGINS } from "../app/cms/embed-hosts.server";
import { hashSource } from "../app/document/script-hashes.server";
import type { Env } from "../app/env.server";

/**
 * `inlineStyles`: the <style> texts of the prerendered pages, allowed by hash on every page so a
 * client-side navigation may insert any of them. Vite's dev server inlines every stylesheet.
 */
export type CspOptions = { viteDevServer?: boolean; inlineStyles?: readonly string[] };

const RECAPTCHA_FRAMES = ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"];

/**
 * Every directive but the per-response script sources. Nothing is allowed unless named; a provider
 * that is switched on (reCAPTCHA, Strapi's media, analytics) widens only the directives it needs.
 */
export function cspDirectives(env: Env, options: CspOptions = {}): Record<string, string[]> {
  const strapiOrigin =
    env.CONTENT_SOURCE === "strapi" && env.STRAPI_URL ? new URL(env.STRAPI_URL).origin : null;
  const mediaOrigins = strapiOrigin ? env.STRAPI_MEDIA_ORIGINS : [];
  const recaptcha = env.CAPTCHA_PROVIDER === "recaptcha";
  const analytics = analyticsSettingOf(env);
  const analyticsOrigins = analytics ? [analytics.origin] : [];
  return {
    "default-src": ["'none'"],
    "script-src": [
      "'self'",
      ...(recaptcha ? ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"] : []),
      ...analyticsOrigins,
    ],
    // reCAPTCHA writes style attributes and Vite inlines stylesheets; browsers ignore
    // 'unsafe-inline' when a hash is listed, so those get no hashes.
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

/** The policy as a header value, given the script sources of one page (its hashes, or a nonce). */
export function hashedCsp(env: Env, options: CspOptions = {}): (scriptSources: readonly string[]) => string {
  const directives = cspDirectives(env, options);
  return (scriptSources) =>
    Object.entries({ ...directives, "script-src": [...directives["script-src"]!, ...scriptSources] })
      .map(([name, values]) => [name, ...values].join(" "))
      .join(";");
}

/**
 * The policy of a response made per request, with a fresh nonce the renderers read too. `analyticsOnPath`
 * names the pages that may load the analytics provider; the others' policy leaves its origin out.
 */
export function nonceCsp(
  env: Env,
  options: CspOptions = {},
  analyticsOnPath?: (pathname: string) => boolean,
): RequestHandler {
  const policyWith = hashedCsp(env, options);
  const policyWithoutAnalytics = hashedCsp({ ...env, ANALYTICS_PROVIDER: "none" }, options);
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    const policy = !analyticsOnPath || analyticsOnPath(req.path) ? policyWith : policyWithoutAnalytics;
    res.setHeader("Content-Security-Policy", policy([`'nonce-${res.locals.cspNonce}'`]));
    next();
  };
}
