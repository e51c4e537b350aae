import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { EMBED_PLAYER_ORIGINS } from "../app/cms/embed-hosts";
import type { Env } from "../app/env.server";

/** Characters in a nonce: base64 of 16 random bytes. Prerendered gzip relies on it (gzip-page.ts). */
export const NONCE_LENGTH = 24;

/** A fresh CSP nonce for every response, read by helmet and by the HTML renderers. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64"); // always NONCE_LENGTH characters
  next();
};

type ResponseWithNonce = { locals: { cspNonce?: string } };

/** Where reCAPTCHA's widget and challenge frames come from, when that provider is on. */
const RECAPTCHA_FRAMES = ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"];

/**
 * Security headers (ADR 003). Scripts run only from our origin or with this response's nonce;
 * nothing may frame the site, and the site frames only the video players the sanitizer keeps in
 * posts. Providers that need more (reCAPTCHA, a Strapi media host) widen exactly the directive
 * they need here. HSTS only over https: sent from an http PUBLIC_URL (a staging host, a local run)
 * it would pin a name to https that may never serve it.
 */
export function securityHeaders(env: Env): RequestHandler {
  const strapiOrigin =
    env.CONTENT_SOURCE === "strapi" && env.STRAPI_URL ? new URL(env.STRAPI_URL).origin : null;
  const recaptcha = env.CAPTCHA_PROVIDER === "recaptcha";
  const https = env.PUBLIC_URL.startsWith("https:");
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as ResponseWithNonce).locals.cspNonce}'`,
          ...(recaptcha ? ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"] : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", ...(strapiOrigin ? [strapiOrigin] : [])],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", "blob:"],
        frameSrc: [...EMBED_PLAYER_ORIGINS, ...(recaptcha ? RECAPTCHA_FRAMES : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 63072000, includeSubDomains: true, preload: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
}
