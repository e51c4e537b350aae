/**
 * Which sites may post leads, judged by `Origin` or else `Referer`, checked before the body is read so
 * a cross-site post costs nothing. Requests with neither header (curl, server integrations) are not
 * cross-site browser requests, so they pass; captcha and rate limit still apply.
 */
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { loggablePath } from "~/lib/logger-redact.server";
import { NO_STORE } from "~/http/no-store";
import type { Env } from "~/env.server";
import { leadAnswers } from "~/site/api-answers.server";

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** `PUBLIC_URL`'s origin plus `ALLOWED_ORIGINS`; a loopback site also accepts its other loopback names. */
export function allowedOrigins(publicUrl: string, extra: readonly string[] = []): ReadonlySet<string> {
  const origins = new Set<string>(extra.map((origin) => new URL(origin).origin));
  const site = new URL(publicUrl);
  origins.add(site.origin);
  // A local server is opened as localhost and as 127.0.0.1 equally often.
  if (LOOPBACK_HOSTS.includes(site.hostname)) {
    for (const host of LOOPBACK_HOSTS) {
      origins.add(`${site.protocol}//${host}${site.port ? `:${site.port}` : ""}`);
    }
  }
  return origins;
}

/** The site a request names (`Origin`, else `Referer`'s origin) when it is not one of `allowed`. */
export function refusedOrigin(
  { origin, referer }: { origin?: string | null; referer?: string | null },
  allowed: ReadonlySet<string>,
): string | undefined {
  const named = origin ?? (referer ? (URL.parse(referer)?.origin ?? "invalid") : undefined);
  // `Origin: null` (sandboxed frames, data: pages, files) never comes from our own pages, so it is refused.
  return named === undefined || allowed.has(named) ? undefined : named;
}

/**
 * Whether a refused origin equals the request's `Host`: most likely our own pages served at an
 * address PUBLIC_URL does not name, i.e. a setting to correct rather than an attack.
 */
export function isOwnHostOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  return URL.parse(origin)?.host === host.toLowerCase();
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Refuses unsafe-method requests from other sites. */
export function sameOriginWrites(env: Env, logger: Logger): RequestHandler {
  const allowed = allowedOrigins(env.PUBLIC_URL, env.ALLOWED_ORIGINS);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = refusedOrigin({ origin: req.headers.origin, referer: req.headers.referer }, allowed);
    if (origin === undefined) return next();
    logger.info({ path: loggablePath(req.path), origin: origin.slice(0, 200) }, "cross-site write refused");
    // Host and Origin come from the client and may be forged, so the hint never suggests an address
    // from the request, only the current setting.
    if (isOwnHostOrigin(origin, req.headers.host))
      logger.warn(
        { publicUrl: env.PUBLIC_URL },
        "a form was refused as cross-site although its Origin matched its Host header: if visitors " +
          "reach this site at an address other than PUBLIC_URL, every lead they send is refused; check " +
          "that PUBLIC_URL is the address visitors use (a client can also send this on purpose)",
      );
    res.set("Cache-Control", NO_STORE);
    // JSON for the API; plain text for a browser that followed a cross-site form.
    if (req.path.startsWith("/api/")) res.status(403).json({ message: leadAnswers.crossSite });
    else res.status(403).type("text/plain").send(leadAnswers.crossSite);
  };
}
