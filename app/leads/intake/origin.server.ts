/**
 * Which sites may post leads, judged by `Origin` or else `Referer`. Requests with neither header
 * (curl, server integrations) are not cross-site browser requests, so they pass; captcha and rate limit still apply.
 */

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

export type OriginDecision = { allowed: true } | { allowed: false; origin: string };

function originOfReferer(referer: string): string {
  return URL.canParse(referer) ? new URL(referer).origin : "invalid";
}

export type SourceHeaders = { origin?: string | null; referer?: string | null };

/** Allowed when the request names no site, or names one of `allowed`. */
export function checkOrigin(
  { origin, referer }: SourceHeaders,
  allowed: ReadonlySet<string>,
): OriginDecision {
  const named = origin ?? (referer ? originOfReferer(referer) : undefined);
  if (named === undefined) return { allowed: true };
  // `Origin: null` (sandboxed frames, data: pages, files) never comes from our own pages, so it is refused.
  return allowed.has(named) ? { allowed: true } : { allowed: false, origin: named };
}

/**
 * Whether a refused origin equals the request's `Host`: most likely our own pages served at an
 * address PUBLIC_URL does not name, i.e. a setting to correct rather than an attack.
 */
export function isOwnHostOrigin(origin: string, host: string | undefined): boolean {
  if (!host || !URL.canParse(origin)) return false;
  return new URL(origin).host === host.toLowerCase();
}
