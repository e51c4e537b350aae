/**
 * The security headers of every response but its CSP: a list, so the fixed pages send them prepared
 * once, and the nginx front sends the same list (ADR 044).
 */
import type { RequestHandler } from "express";
import type { Env } from "~/env.server";
import { type HstsSettings, hstsValue } from "./hsts.server";

export type HeaderPair = readonly [name: string, value: string];

/** HSTS only over https: from an http PUBLIC_URL it would pin a host to https that may never serve it. */
export function securityHeaderList(env: Pick<Env, "PUBLIC_URL"> & HstsSettings): HeaderPair[] {
  return [
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    // The origin alone, so a landing page's address (a campaign's click id) never reaches the next
    // page's document.referrer, where a provider's script would read it (ADR 035).
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

export function setHeaders(headers: readonly HeaderPair[]): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * With ALLOW_INDEXING=false, every response says noindex: robots.txt alone does not keep out a
 * staging URL linked from elsewhere, nor files, which carry no meta tag.
 */
export function noIndexHeaderPair(env: Pick<Env, "ALLOW_INDEXING">): HeaderPair | undefined {
  return env.ALLOW_INDEXING ? undefined : ["X-Robots-Tag", "noindex, nofollow"];
}
